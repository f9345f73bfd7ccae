import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/**
 * Keys of the texts of the creator dashboard (/my-campaign/{id}) beyond the site's and the campaign page's
 * catalogs: a catalog of its own, fetched only when the dashboard is shown.
 */
export type MyCampaignMessageKey = keyof typeof en;

/** The catalog of one language; the build precompiles its messages to ASTs like the site catalog. */
export type MyCampaignMessages = Record<MyCampaignMessageKey, string | MessageAst>;

type MissingInAm = Exclude<MyCampaignMessageKey, keyof typeof am>;
type UnknownInAm = Exclude<keyof typeof am, MyCampaignMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the catalog of one language, each language its own chunk. */
export async function loadMyCampaignMessages(locale: Locale): Promise<MyCampaignMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
