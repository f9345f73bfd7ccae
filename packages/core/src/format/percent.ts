import type { Locale } from '../i18n/locale.ts';
import { intlLocale } from './intl-locale.ts';

/**
 * How far a campaign is towards its goal, in percent (`collected / target * 100`). Not capped: an
 * over-funded campaign reports more than 100 (a progress bar caps its width itself). 0 when there is no target.
 */
export function progressPercent(collected: number, target: number): number {
  if (!(target > 0)) return 0;
  return (Math.max(0, collected) / target) * 100;
}

/** Formats a percentage given in percent (45.63 -> `45.6%`) with exactly one decimal, as the spec shows it. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100);
}
