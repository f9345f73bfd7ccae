import type { Locale } from '../i18n/locale.ts';

/** The BCP 47 tag handed to `Intl` for numbers and relative times: Amharic as written in Ethiopia. */
export function intlLocale(locale: Locale): string {
  return locale === 'am' ? 'am-ET' : 'en';
}

/** The tag for calendar dates: Amharic dates use the Ethiopian calendar. */
export function intlDateLocale(locale: Locale): string {
  return locale === 'am' ? 'am-ET-u-ca-ethiopic' : 'en';
}
