import { isLocale, resolveLocale, type Locale } from '@lomi/core';

/** The URL query parameter that switches the language (§1). */
export const LANG_PARAM = 'lang';

const STORAGE_KEY = 'lomi-locale';

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
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Nothing to do: the choice still holds for this visit.
  }
}

function storedLocale(): Locale | null {
  try {
    return parseLocale(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}
