import type { Locale } from '../i18n/locale.ts';
import { intlLocale } from './intl-locale.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The few words around the durations. Kept here rather than in the component catalogs because this pure
 * function must work without a loaded catalog (server-rendered meta tags, tests).
 */
const WORDS: Record<Locale, { left: (duration: string) => string; ended: string }> = {
  en: { left: (duration) => `${duration} left`, ended: 'Ended' },
  am: { left: (duration) => `${duration} ቀርቷል`, ended: 'ተጠናቋል' },
};

type Unit = 'day' | 'hour' | 'minute';

/** CLDR gives Amharic one plural form for these units (`1 ቀናት`); Amharic says `1 ቀን`. */
const AMHARIC_SINGULAR: Record<Unit, string> = { day: 'ቀን', hour: 'ሰዓት', minute: 'ደቂቃ' };

/**
 * Time left until a deadline in days and hours: `12 days 5 hours left`, `1 day left`, `5 hours left`,
 * `40 minutes left` (`12 ቀናት 5 ሰዓቶች ቀርቷል`); `Ended` (`ተጠናቋል`) once the deadline has passed.
 */
export function formatRemaining(deadline: string | Date, locale: Locale, now: Date = new Date()): string {
  const end = typeof deadline === 'string' ? new Date(deadline) : deadline;
  if (Number.isNaN(end.getTime())) throw new RangeError(`Not a valid deadline: ${String(deadline)}`);
  const left = end.getTime() - now.getTime();
  const words = WORDS[locale];
  if (left <= 0) return words.ended;

  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const unit = (value: number, name: Unit) =>
    locale === 'am' && value === 1
      ? `1 ${AMHARIC_SINGULAR[name]}`
      : new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: name, unitDisplay: 'long' }).format(
          value,
        );

  if (days > 0)
    return words.left(hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day'));
  if (hours > 0) return words.left(unit(hours, 'hour'));
  return words.left(unit(Math.max(1, Math.ceil(left / MINUTE)), 'minute'));
}
