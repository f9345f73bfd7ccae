import type { Locale } from '../i18n/locale.ts';
import { intlLocale } from './intl-locale.ts';

/** Formats a count or other plain number with the locale's thousands separators (`12,345`). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}
