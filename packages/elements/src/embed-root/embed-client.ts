import { createLomiClient, type Campaign, type LomiClient } from '@lomi/core';
import { campaignURL, prefetchingFetch, takePrefetchedCampaign } from '../loader/campaign-prefetch.ts';

const clients = new Map<string, LomiClient>();

/**
 * One API client per base URL, shared by every element on the page. It takes the campaign requests the
 * loader started beside the element's code (`loader/campaign-prefetch.ts`) instead of sending them again:
 * already parsed through `campaigns.prefetched` when the answer came first, else through its fetch.
 */
export function embedClient(baseURL: string): LomiClient {
  let client = clients.get(baseURL);
  if (!client) {
    const base = createLomiClient({ baseURL, fetch: prefetchingFetch });
    const prefetched = (id: number) =>
      takePrefetchedCampaign(campaignURL(baseURL, id)) as Campaign | undefined;
    client = { ...base, campaigns: { ...base.campaigns, prefetched } };
    clients.set(baseURL, client);
  }
  return client;
}

/**
 * The API base when the `api-base` attribute is absent: the origin that served the embed bundles, which is
 * the origin that served the loader (chunks resolve against the loader's URL).
 */
export const defaultApiBase = (): string => new URL(import.meta.url).origin;
