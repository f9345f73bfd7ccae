import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/**
 * Keys of the texts of the SDK pages (the 'Embed this campaign' dialog and /embed). They are a catalog of their
 * own, fetched only when one of those is shown, so the site catalog every first visit downloads stays small.
 */
export type EmbedMessageKey = keyof typeof en;

/** The catalog of one language; the build precompiles its messages to ASTs like the site catalog. */
export type EmbedMessages = Record<EmbedMessageKey, string | MessageAst>;

type MissingInAm = Exclude<EmbedMessageKey, keyof typeof am>;
type UnknownInAm = Exclude<keyof typeof am, EmbedMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the SDK pages' catalog of one language, each language its own chunk. */
export async function loadEmbedMessages(locale: Locale): Promise<EmbedMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
