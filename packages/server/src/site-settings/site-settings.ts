import type { PartnerLink, SiteSettingItem, SiteSettings } from '@lomi/core';

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

/** The site settings' variables as the configuration schema (src/config/) read them; unset is `undefined`. */
export interface SiteSettingValues {
  email: string | undefined;
  phone: string | undefined;
  addressEn: string | undefined;
  addressAm: string | undefined;
  partners: PartnerLink[] | undefined;
  /** LOMI_SELF_SERVICE_CREATION (off when unset). */
  selfServiceCreation: boolean;
}

/**
 * The footer's contact details and the home page's partner links, from LOMI_CONTACT_EMAIL,
 * LOMI_CONTACT_PHONE, LOMI_CONTACT_ADDRESS (+ LOMI_CONTACT_ADDRESS_AM) and LOMI_PARTNER_LINKS, and whether
 * the create buttons are enabled (LOMI_SELF_SERVICE_CREATION, never a demo default). Outside
 * production an unset item falls back to {@link DEMO_SITE_SETTINGS} and is listed in `demo`; in production
 * it stays empty, so no invented detail reaches real visitors.
 */
export function siteSettingsFrom(values: SiteSettingValues, production: boolean): SiteSettings {
  const demo: SiteSettingItem[] = [];
  function orDemo<T>(item: SiteSettingItem, value: T | undefined, fallback: T): T | null {
    if (value !== undefined) return value;
    if (production) return null;
    demo.push(item);
    return fallback;
  }
  const address = values.addressEn
    ? { en: values.addressEn, am: values.addressAm ?? values.addressEn }
    : undefined;
  return {
    contact: {
      email: orDemo('email', values.email, DEMO_SITE_SETTINGS.email),
      phone: orDemo('phone', values.phone, DEMO_SITE_SETTINGS.phone),
      address: orDemo('address', address, { ...DEMO_SITE_SETTINGS.address }),
    },
    partners: orDemo('partners', values.partners, [...DEMO_SITE_SETTINGS.partners]) ?? [],
    demo,
    selfServiceCreation: values.selfServiceCreation,
  };
}
