import type { LomiMessages, MessageAst } from './catalog.ts';
import { formatMessage } from './format-message.ts';
import type { Locale } from './locale.ts';

/** Values of a message: text and numbers, or (rich text) functions that wrap a tag's chunks. */
export type LomiMessageValues<T = string> = Record<string, unknown> & {
  [name: string]:
    string | number | boolean | null | undefined | Date | T | ((chunks: (string | T)[]) => unknown);
};

/**
 * The formatter the shared components use: `formatMessage({ id }, values)`, as @formatjs/intl's, over
 * {@link formatMessage}. `T` is what rich-text tag functions return: `string` by default, React nodes in
 * @lomi/react, where a message with tags formats to an array of parts.
 */
export interface LomiIntl<T = string> {
  readonly locale: Locale;
  readonly messages: Partial<LomiMessages>;
  formatMessage(
    descriptor: { id: string },
    values?: Record<string, string | number | boolean | null | undefined | Date>,
  ): string;
  formatMessage(descriptor: { id: string }, values?: LomiMessageValues<T>): string | T | (string | T)[];
}

/**
 * Creates the formatter for `locale` from a catalog returned by {@link loadMessages}. Messages may be ICU
 * strings or precompiled ASTs. A missing message, or one that cannot be formatted with the values given,
 * falls back to its id and is reported with a `[lomi]` warning.
 */
export function createLomiIntl(locale: Locale, messages: Partial<LomiMessages>): LomiIntl {
  const catalog = messages as Record<string, string | MessageAst | undefined>;
  return {
    locale,
    messages,
    formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => {
      const message = catalog[id];
      if (message === undefined) {
        console.warn(`[lomi] Missing message: "${id}" for locale "${locale}", using id as fallback.`);
        return id;
      }
      try {
        return formatMessage(message, locale, values) as string;
      } catch (error) {
        console.warn(
          `[lomi] Error formatting message "${id}" for locale "${locale}", using id as fallback.`,
          error,
        );
        return id;
      }
    },
  };
}
