import { isLocale, LOCALE_COOKIE, resolveLocale, type Locale } from '@lomi/core';

/** The URL query parameter that switches the language (§1). */
export const LANG_PARAM = 'lang';

/**
 * Where an explicit choice is remembered: a cookie, which the server reads to announce the page's catalogs in
 * the language the site will start in (packages/server/src/static/site-locale.ts), and the same key in
 * localStorage, where choices were kept before the cookie.
 */
const STORAGE_KEY = LOCALE_COOKIE;
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `en` or `am` when `value` names one of Lomi's languages, else null. */
export function parseLocale(value: string | null | undefined): Locale | null {
  return isLocale(value) ? value : null;
}

/**
 * The language a visit starts in: `?lang=` first, then the visitor's last explicit choice, then the browser
 * (§1: Amharic when its first language starts with `am`). The choice is remembered because choosing English
 * removes `lang` from the URL, and without memory an Amharic browser would switch back on the next visit.
 */
export function initialLocale(search: string, navigatorLanguages: readonly string[]): Locale {
  const param = parseLocale(new URLSearchParams(search).get(LANG_PARAM)) ?? storedLocale();
  return resolveLocale({ param, navigatorLanguages });
}

/** Remembers an explicit choice; storage may be unavailable (private mode), which only loses the memory. */
export function rememberLocale(locale: Locale): void {
  writeCookie(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the choice still holds for this visit.
  }
}

function storedLocale(): Locale | null {
  const cookie = parseLocale(readCookie());
  if (cookie) return cookie;
  try {
    const stored = parseLocale(localStorage.getItem(STORAGE_KEY));
    // A choice made before the cookie existed: the server learns it from the next visit on.
    if (stored) writeCookie(stored);
    return stored;
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STORAGE_KEY) return value.join('=');
  }
  return null;
}

function writeCookie(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STORAGE_KEY}=${locale}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
