import { intlLocale, type Locale } from '@lomi/core';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; each applies once the elapsed time reaches its size. */
const UNITS: readonly { unit: Intl.RelativeTimeFormatUnit; size: number }[] = [
  { unit: 'day', size: DAY },
  { unit: 'hour', size: HOUR },
  { unit: 'minute', size: MINUTE },
  { unit: 'second', size: SECOND },
];

/**
 * How long ago the dashboard last heard from the server, to the second (`4 seconds ago`, `ከ4 ሰከንዶች በፊት`),
 * which `formatCreatedAgo` rounds to "now"; null under a second ("just now"). Clock skew counts as just now.
 */
export function formatUpdatedAgo(updatedAt: number, locale: Locale, now: number): string | null {
  const elapsed = now - updatedAt;
  const match = UNITS.find(({ size }) => elapsed >= size);
  if (!match) return null;
  const formatter = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  return formatter.format(-Math.floor(elapsed / match.size), match.unit);
}
