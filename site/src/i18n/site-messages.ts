import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/** Every key of the site's own catalog; `en.json` is the source, `am.json` must match it key for key. */
export type SiteMessageKey = keyof typeof en;

/** A site catalog: one ICU message per key; the build precompiles them to ASTs (packages/core/build/precompile-messages.ts). */
export type SiteMessages = Record<SiteMessageKey, string | MessageAst>;

type AmCatalog = typeof am;
type MissingInAm = Exclude<SiteMessageKey, keyof AmCatalog>;
type UnknownInAm = Exclude<keyof AmCatalog, SiteMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the site catalog of one language; each language is its own chunk, so a visitor fetches only theirs. */
export async function loadSiteMessages(locale: Locale): Promise<SiteMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
