import { expect, type APIRequestContext } from '@playwright/test';
import type { Campaign, Donation, Invoice, PagedList } from '@lomi/core';

/**
 * Reads the seeded data through the public API, so the tests check what the site shows against what the
 * server holds instead of hard-coding seed titles.
 */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function listCampaigns(request: APIRequestContext, query = ''): Promise<PagedList<Campaign>> {
  return getJson(request, `/api/campaigns/${query}`);
}

/** Every active campaign, over all pages. */
export async function allCampaigns(request: APIRequestContext): Promise<Campaign[]> {
  const first = await listCampaigns(request);
  const campaigns = [...first.results];
  for (let page = 2; page <= first.lastPage; page++) {
    campaigns.push(...(await listCampaigns(request, `?page=${page}`)).results);
  }
  return campaigns;
}

export function listDonations(
  request: APIRequestContext,
  campaignId: number,
  page = 1,
): Promise<PagedList<Donation>> {
  return getJson(request, `/api/donations/?campaign_id=${campaignId}&page=${page}`);
}

/** What a direct mobile-money donation sends (`POST /api/donation/lakipay/direct/`). */
export interface DirectDonation {
  amount: number;
  campaign_id: number;
  phone_number: string;
  full_name: string;
  anonymous?: boolean;
  message?: string;
}

/**
 * Gives through the API by telebirr and waits until the sandbox provider has approved it (a few seconds), so
 * the donation is counted when this returns.
 */
export async function donateThroughSandbox(
  request: APIRequestContext,
  donation: DirectDonation,
): Promise<void> {
  const started = await request.post('/api/donation/lakipay/direct/', {
    data: { anonymous: false, medium: 'telebirr', ...donation },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { invoice_id: invoiceId } = (await started.json()) as { invoice_id: string };
  await expect
    .poll(async () => (await getJson<Invoice>(request, `/api/invoices/${invoiceId}`)).status, {
      timeout: 15_000,
    })
    .toBe('success');
}
