import type { Locale } from '../i18n/locale.ts';
import { intlLocale } from './intl-locale.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The smallest unit `formatCreatedAgo` counts in; anything shorter reads `now`. */
export type AgoUnit = 'minute' | 'second';

/** Largest unit first; each applies once the elapsed time reaches `from`. */
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; size: number; from: number }[] = [
  { unit: 'year', size: 365 * DAY, from: 365 * DAY },
  { unit: 'month', size: 30 * DAY, from: 30 * DAY },
  { unit: 'week', size: 7 * DAY, from: 7 * DAY },
  { unit: 'day', size: DAY, from: DAY },
  { unit: 'hour', size: HOUR, from: HOUR },
  { unit: 'minute', size: MINUTE, from: MINUTE },
  { unit: 'second', size: SECOND, from: SECOND },
];

/** Options of {@link formatCreatedAgo}. */
export interface FormatAgoOptions {
  /**
   * `minute` (default) for when something was created or happened; `second` for an age that is watched
   * counting up, such as the creator dashboard's "Updated 4 seconds ago".
   */
  smallestUnit?: AgoUnit;
}

/**
 * How long ago something happened, in words: `3 days ago`, `yesterday`, `now` (`ከ3 ቀናት በፊት`, `ትናንት`, `አሁን`);
 * `now` under a minute, or under a second with `smallestUnit: 'second'` (`4 seconds ago`, `ከ4 ሰከንዶች በፊት`).
 * `now` is a parameter so output is deterministic in tests and consistent within one render; clock skew
 * into the future reads `now`.
 */
export function formatCreatedAgo(
  created: string | Date,
  locale: Locale,
  now: Date = new Date(),
  { smallestUnit = 'minute' }: FormatAgoOptions = {},
): string {
  const elapsed = Math.max(0, now.getTime() - toDate(created).getTime());
  const formatter = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const units = UNITS.slice(0, UNITS.findIndex(({ unit }) => unit === smallestUnit) + 1);
  const match = units.find(({ from }) => elapsed >= from);
  if (!match) return formatter.format(0, 'second');
  return formatter.format(-Math.floor(elapsed / match.size), match.unit);
}

function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}
