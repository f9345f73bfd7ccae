import type { Campaign, LomiClient } from '@lomi/core';

/** How many campaigns the home page shows; the full list is one click away on /explore. */
export const TOP_RAISING_SHOWN = 6;

/** The campaigns that raised most ("Top Raising Campaigns", §1), highest first. */
export async function loadTopRaising(client: LomiClient, signal: AbortSignal): Promise<Campaign[]> {
  const page = await client.campaigns.list({ ordering: '-collected_amount' }, { signal });
  return page.results.slice(0, TOP_RAISING_SHOWN);
}
