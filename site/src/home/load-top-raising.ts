import type { Campaign, LomiClient } from '@lomi/core';

/** How many campaigns the home page shows; the full list is one click away on /explore. */
export const TOP_RAISING_SHOWN = 6;

/** Upper bound on the pages read to rank campaigns, so a large catalogue never costs the home page more. */
const MAX_PAGES = 5;

/**
 * The campaigns that raised most ("Top Raising Campaigns", §1), highest first. The API lists campaigns newest
 * first and has no ordering parameter yet, so this reads the first pages (up to 50 campaigns, in parallel after
 * the first) and ranks them here; an `ordering` parameter on GET /api/campaigns/ would make it one request.
 */
export async function loadTopRaising(client: LomiClient, signal: AbortSignal): Promise<Campaign[]> {
  const first = await client.campaigns.list({ page: 1 }, { signal });
  const pages = Math.min(first.lastPage, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) => client.campaigns.list({ page: index + 2 }, { signal })),
  );
  const campaigns = [first, ...rest].flatMap((page) => page.results);
  return campaigns.sort((a, b) => b.collected_amount - a.collected_amount).slice(0, TOP_RAISING_SHOWN);
}
