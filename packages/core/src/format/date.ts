import type { Locale } from '../i18n/locale.ts';
import { intlDateLocale } from './intl-locale.ts';

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** `long` (default): `November 23, 2026`; `medium`: `Nov 23, 2026`; `short`: `11/23/26`. */
  style?: 'long' | 'medium' | 'short';
  /** IANA time zone; defaults to the viewer's. Tests pin it to get stable output. */
  timeZone?: string;
}

/**
 * Formats a calendar date. Amharic uses the Ethiopian calendar through `Intl`
 * (`am-ET-u-ca-ethiopic`): 23 November 2026 is `14 ኅዳር 2019 ዓ.ም.` there.
 */
export function formatDate(value: string | Date, locale: Locale, options: FormatDateOptions = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  const parts = new Intl.DateTimeFormat(intlDateLocale(locale), {
    dateStyle: options.style ?? 'long',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).formatToParts(date);
  // CLDR writes the Ethiopian era in Latin letters ("AM"); Amharic readers write ዓ.ም. (ዓመተ ምሕረት).
  return parts.map((part) => (locale === 'am' && part.type === 'era' ? 'ዓ.ም.' : part.value)).join('');
}
