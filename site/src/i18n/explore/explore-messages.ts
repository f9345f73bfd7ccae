import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/**
 * Keys of the Explore page's own texts (the featured carousel). The page's older texts stay in the site catalog;
 * new ones live here, fetched only when /explore is shown, so the catalog every first visit downloads stays small.
 */
export type ExploreMessageKey = keyof typeof en;

/** The catalog of one language; the build precompiles its messages to ASTs like the site catalog. */
export type ExploreMessages = Record<ExploreMessageKey, string | MessageAst>;

type MissingInAm = Exclude<ExploreMessageKey, keyof typeof am>;
type UnknownInAm = Exclude<keyof typeof am, ExploreMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the Explore page's catalog of one language, each language its own chunk. */
export async function loadExploreMessages(locale: Locale): Promise<ExploreMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
