import { loadMessages, type Locale, type LomiMessages, type MessageFeature } from '@lomi/core';
import { loadSiteMessages, type SiteMessages } from '../i18n/site-messages.ts';
import { START_FEATURES } from './start-features.ts';

/**
 * The shared components' messages merged with the site's own, so one intl object formats both. Only the
 * loaded features' keys are present; the type says "all" because `LomiProvider` takes a full catalog, and no
 * component of a feature is rendered before its messages are loaded (`useMessageFeatures`).
 */
export type AllMessages = LomiMessages & SiteMessages;

/** Fetches the site catalog and the shared `features` of one language, all in parallel. */
export async function loadAllMessages(
  locale: Locale,
  features: readonly MessageFeature[] = START_FEATURES,
): Promise<AllMessages> {
  const [shared, site] = await Promise.all([loadMessages(locale, features), loadSiteMessages(locale)]);
  return { ...(shared as LomiMessages), ...site };
}

/** Fetches more shared features of one language, to merge into what is loaded. */
export function loadMoreMessages(
  locale: Locale,
  features: readonly MessageFeature[],
): Promise<Partial<LomiMessages>> {
  return loadMessages(locale, features);
}
