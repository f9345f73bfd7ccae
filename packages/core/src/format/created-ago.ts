import type { Locale } from '../i18n/locale.ts';
import { intlLocale } from './intl-locale.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; each applies once the elapsed time reaches `from`. */
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; size: number; from: number }[] = [
  { unit: 'year', size: 365 * DAY, from: 365 * DAY },
  { unit: 'month', size: 30 * DAY, from: 30 * DAY },
  { unit: 'week', size: 7 * DAY, from: 7 * DAY },
  { unit: 'day', size: DAY, from: DAY },
  { unit: 'hour', size: HOUR, from: HOUR },
  { unit: 'minute', size: MINUTE, from: MINUTE },
];

/**
 * How long ago something happened, in words: `3 days ago`, `yesterday`, `now` (`ከ3 ቀናት በፊት`, `ትናንት`, `አሁን`).
 * `now` is a parameter so output is deterministic in tests and consistent within one render.
 */
export function formatCreatedAgo(created: string | Date, locale: Locale, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - toDate(created).getTime());
  const formatter = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const match = UNITS.find(({ from }) => elapsed >= from);
  if (!match) return formatter.format(0, 'second');
  return formatter.format(-Math.floor(elapsed / match.size), match.unit);
}

function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}
