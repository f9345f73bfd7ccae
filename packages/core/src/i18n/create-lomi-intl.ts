import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { LomiMessages } from './catalog.ts';
import type { Locale } from './locale.ts';

/**
 * The formatter the shared components use (`formatMessage` and friends from @formatjs/intl). `T` is what
 * rich-text tag functions return: `string` by default, React nodes in @lomi/react.
 */
export type LomiIntl<T = string> = IntlShape<T>;

const cache = createIntlCache();

/**
 * Creates the formatter for `locale` from a catalog returned by {@link loadMessages}. Messages may be ICU
 * strings or precompiled ASTs. A missing message falls back to its id and is reported with a `[lomi]` warning.
 */
export function createLomiIntl(locale: Locale, messages: Partial<LomiMessages>): LomiIntl {
  return createIntl(
    {
      locale,
      defaultLocale: 'en',
      messages: messages as Record<string, string>,
      onError: (error) => console.warn(`[lomi] ${error.message}`),
    },
    cache,
  );
}
