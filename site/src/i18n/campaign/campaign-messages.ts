import type { Locale, MessageAst } from '@lomi/core';
import type en from './en.json';
import type am from './am.json';

/**
 * Keys of the campaign page's own texts beyond the site catalog: the video, charity card, QR code, owner's
 * extras, organizer contact, 'More Campaigns from this Organization', and the Edit Campaign and Contact
 * Fundraiser dialogs. Fetched with the campaign page, so the site catalog every first visit downloads stays small.
 */
export type CampaignMessageKey = keyof typeof en;

/** The catalog of one language; the build precompiles its messages to ASTs like the site catalog. */
export type CampaignMessages = Record<CampaignMessageKey, string | MessageAst>;

type MissingInAm = Exclude<CampaignMessageKey, keyof typeof am>;
type UnknownInAm = Exclude<keyof typeof am, CampaignMessageKey>;
// A compile error here names the keys am.json lacks (or has in excess) compared with en.json.
const catalogsMatch: [MissingInAm | UnknownInAm] extends [never] ? true : MissingInAm | UnknownInAm = true;
void catalogsMatch;

/** Loads the campaign page's catalog of one language, each language its own chunk. */
export async function loadCampaignMessages(locale: Locale): Promise<CampaignMessages> {
  const catalog =
    locale === 'am'
      ? await import('./am.json', { with: { type: 'json' } })
      : await import('./en.json', { with: { type: 'json' } });
  return catalog.default;
}
