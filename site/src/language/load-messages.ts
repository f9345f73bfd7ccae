import { loadMessages, type Locale } from '@lomi/core';
import { loadSiteMessages } from '../i18n/site-messages.ts';

/** The shared components' catalog merged with the site's own, so one intl object formats both. */
export type AllMessages = Awaited<ReturnType<typeof loadMessages>> &
  Awaited<ReturnType<typeof loadSiteMessages>>;

/** Fetches both catalogs of one language in parallel. */
export async function loadAllMessages(locale: Locale): Promise<AllMessages> {
  const [shared, site] = await Promise.all([loadMessages(locale), loadSiteMessages(locale)]);
  return { ...shared, ...site };
}
