import type { PartnerLink, SiteSettingItem, SiteSettings } from '@lomi/core';
import { ConfigError } from '../../config-error.ts';

/**
 * What a demo deployment shows when the operator has not set an item (never in production, where an unset
 * item is hidden instead): examples, not Lomi's real contacts. `.example` addresses (RFC 2606) cannot reach
 * anyone.
 */
export const DEMO_SITE_SETTINGS = {
  email: 'support@lomi.example',
  phone: '+251 11 000 0000',
  address: { en: 'Bole Road, Addis Ababa, Ethiopia', am: 'ቦሌ መንገድ፣ አዲስ አበባ፣ ኢትዮጵያ' },
  partners: [
    { name: 'Selam Mobile Money', url: 'https://selam-mobile-money.example/' },
    { name: 'Tana Trust Foundation', url: 'https://tana-trust.example/' },
    { name: 'Entoto Community Network', url: 'https://entoto-network.example/' },
  ],
} as const;

const MAX_TEXT = 200;
const MAX_PARTNERS = 12;

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (value.length > MAX_TEXT) throw new ConfigError(`${name} must be at most ${MAX_TEXT} characters.`);
  return value;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** LOMI_PARTNER_LINKS: a JSON array of `{"name": "…", "url": "https://…"}`. */
function partnerLinks(raw: string | undefined): PartnerLink[] | null {
  if (!raw?.trim()) return null;
  const problem = new ConfigError(
    'LOMI_PARTNER_LINKS must be a JSON array of {"name": "…", "url": "https://…"} ' +
      `(at most ${MAX_PARTNERS}; "[]" for none).`,
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw problem;
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_PARTNERS) throw problem;
  return parsed.map((entry: unknown) => {
    const { name, url } = (entry ?? {}) as { name?: unknown; url?: unknown };
    const href = httpUrl(url);
    if (typeof name !== 'string' || !name.trim() || name.length > MAX_TEXT || !href) throw problem;
    return { name: name.trim(), url: href };
  });
}

/**
 * The footer's contact details and the home page's partner links, from LOMI_CONTACT_EMAIL,
 * LOMI_CONTACT_PHONE, LOMI_CONTACT_ADDRESS (+ LOMI_CONTACT_ADDRESS_AM) and LOMI_PARTNER_LINKS. Outside
 * production an unset item falls back to {@link DEMO_SITE_SETTINGS} and is listed in `demo`; in production
 * it stays empty, so no invented detail reaches real visitors. Throws {@link ConfigError} on a malformed value.
 */
export function readSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const production = env.NODE_ENV === 'production';
  const demo: SiteSettingItem[] = [];
  function orDemo<T>(item: SiteSettingItem, value: T | null, fallback: T): T | null {
    if (value !== null || production) return value;
    demo.push(item);
    return fallback;
  }
  const addressEn = text(env, 'LOMI_CONTACT_ADDRESS');
  const addressAm = text(env, 'LOMI_CONTACT_ADDRESS_AM');
  const address = addressEn ? { en: addressEn, am: addressAm ?? addressEn } : null;
  return {
    contact: {
      email: orDemo('email', text(env, 'LOMI_CONTACT_EMAIL'), DEMO_SITE_SETTINGS.email),
      phone: orDemo('phone', text(env, 'LOMI_CONTACT_PHONE'), DEMO_SITE_SETTINGS.phone),
      address: orDemo('address', address, { ...DEMO_SITE_SETTINGS.address }),
    },
    partners:
      orDemo('partners', partnerLinks(env.LOMI_PARTNER_LINKS), [...DEMO_SITE_SETTINGS.partners]) ?? [],
    demo,
  };
}
