/**
 * The first `Intl.NumberFormat` a page creates loads the browser's number and locale data: 50–90 ms on a
 * phone four times slower than a laptop (Chromium, measured by `npm run bench:embed`'s CPU profile), and
 * without this it is paid inside the element's first render with data, on the critical path. The loader
 * creates one while the phone waits a round trip for the element's code and data, so the element's own
 * formatters (money, percent) are cheap by then. Only the first creation per page and language costs.
 */
import type { Locale } from '../../../core/src/i18n/locale.ts';
import { intlLocale } from '../../../core/src/format/intl-locale.ts';

const warmed: Partial<Record<Locale, 1>> = {};

/** Creates a number formatter for `locale` once the page is idle (after the requests just started). */
export function warmUpNumberFormat(locale: Locale): void {
  if (warmed[locale]) return;
  warmed[locale] = 1;
  const warm = (): void => {
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'ETB' }).format(0);
  };
  // Idle time rather than a plain task: the host page's own work goes first.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 500 });
  else setTimeout(warm, 0);
}
