import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';
import type { SameKeys } from '../shared/page-text/same-keys.ts';

/** Every key of the site's own catalog; `en.json` is the source, `am.json` must match it key for key. */
export type SiteMessageKey = keyof typeof en;

/** A site catalog: one ICU message per key; the build precompiles them to ASTs (packages/core/build/precompile-messages.ts). */
export type SiteMessages = Record<SiteMessageKey, string | MessageAst>;

// A compile error here names the keys am.json lacks (`amLacks`) or has in excess (`amAdds`) compared with en.json.
const catalogsMatch: SameKeys<typeof en, typeof am> = true;
void catalogsMatch;

/** Loads the site catalog of one language; each language is its own chunk, so a visitor fetches only theirs. */
export async function loadSiteMessages(locale: Locale): Promise<SiteMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
