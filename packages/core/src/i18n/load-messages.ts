import type { FeatureMessages, LomiMessages, MessageFeature } from './catalog.ts';
import type { Locale } from './locale.ts';
import { mergeCatalogs } from './merge-catalogs.ts';
import { MESSAGE_CATALOGS } from './message-catalogs.ts';

/** Every feature, in a stable order. */
export const MESSAGE_FEATURES = Object.keys(MESSAGE_CATALOGS) as MessageFeature[];

/**
 * Loads the messages of `features` (default: all of them) in one language, merged into one catalog. Each
 * feature and language is its own dynamic import, fetched in parallel, so a page downloads only what its
 * components show: a campaign card needs `['campaign-state', 'progress-meter', 'campaign-card']`, the donate
 * dialog `['donation', 'donate-dialog']`.
 */
export function loadMessages(locale: Locale): Promise<LomiMessages>;
export function loadMessages<Feature extends MessageFeature>(
  locale: Locale,
  features: readonly Feature[],
): Promise<FeatureMessages<Feature>>;
export async function loadMessages(
  locale: Locale,
  features: readonly MessageFeature[] = MESSAGE_FEATURES,
): Promise<Partial<LomiMessages>> {
  const catalogs = await Promise.all(features.map((feature) => MESSAGE_CATALOGS[feature][locale]()));
  return mergeCatalogs<Partial<LomiMessages>>(catalogs);
}
