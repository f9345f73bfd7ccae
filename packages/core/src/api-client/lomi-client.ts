import type { Campaign } from '../domain/campaign.ts';
import type { Category } from '../domain/category.ts';
import type { Donation } from '../domain/donation.ts';
import type { Invoice } from '../domain/invoice.ts';
import type { Charity, Organization } from '../domain/organization.ts';
import type { PagedList } from '../domain/paged-list.ts';
import type { NewReport, SubmittedReport } from '../report/report.ts';
import type {
  CardCheckoutAnswer,
  CardCheckoutRequest,
  CheckoutAnswer,
  DirectDonationAnswer,
  DirectDonationPayload,
  WizardDonationRequest,
} from '../domain/payment-request.ts';
import { campaignListParams, type CampaignListQuery } from './campaign-list-query.ts';
import { createJsonRequester, type IdempotentRequestOptions, type RequestOptions } from './json-requester.ts';
import { joinURL } from './join-url.ts';

/** Options of {@link createLomiClient}. */
export interface LomiClientOptions {
  /** Origin (and optional path prefix) of the Lomi server, e.g. `https://lomi.et`; `''` means same origin. */
  baseURL: string;
  /** Abort a call that got no answer after this many milliseconds. Default 10000. */
  timeoutMs?: number;
  /**
   * How many times a GET, or a POST carrying an Idempotency-Key, is repeated after a network failure or
   * timeout (never after an HTTP answer). Default 2.
   */
  retries?: number;
  /** Wait before the first retry, doubled for each further one. Default 300. */
  retryDelayMs?: number;
  /** The fetch implementation, for tests, fixtures and server-side rendering. Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
}

/** The answer of `GET /api/categories/`. */
export interface CategoryList {
  count: number;
  results: Category[];
}

/** Query of `GET /api/donations/`. */
export interface DonationListQuery {
  campaignId: number;
  /** Page number, from 1. */
  page?: number;
}

/** Query of `GET /api/organizations/all_organizations/`. */
export interface OrganizationListQuery {
  search?: string;
  /** Page number, from 1. */
  page?: number;
}

/** Typed access to Lomi's public API (§7). Every method rejects with {@link ApiError}. */
export interface LomiClient {
  /** The base URL every path is resolved against. */
  readonly baseURL: string;
  campaigns: {
    /** A page of active campaigns, 10 a page. */
    list(query?: CampaignListQuery, options?: RequestOptions): Promise<PagedList<Campaign>>;
    /** The featured campaigns of the Explore carousel. */
    featured(options?: RequestOptions): Promise<Campaign[]>;
    /** One campaign; rejects with status 404 when it does not exist. */
    get(id: number, options?: RequestOptions): Promise<Campaign>;
  };
  categories: {
    /** The 18 categories, ids 0–17. */
    list(options?: RequestOptions): Promise<CategoryList>;
  };
  donations: {
    /** Completed donations of a campaign, newest first; anonymous donors have `full_name: null`. */
    list(query: DonationListQuery, options?: RequestOptions): Promise<PagedList<Donation>>;
    /**
     * Starts a mobile-money payment (telebirr, mpesa, cbe): the donor gets a payment request on their phone;
     * poll the returned invoice with `invoices.get`.
     */
    direct(payload: DirectDonationPayload, options?: IdempotentRequestOptions): Promise<DirectDonationAnswer>;
    /** Starts a hosted-checkout payment (medium `payonline`); send the browser to `payment_url`. */
    checkout(payload: DirectDonationPayload, options?: IdempotentRequestOptions): Promise<CheckoutAnswer>;
    /** Starts the donate wizard's payment (Chapa in ETB or card in USD); send the browser to `payment_url`. */
    initiate(request: WizardDonationRequest, options?: IdempotentRequestOptions): Promise<CheckoutAnswer>;
  };
  stripe: {
    /** Starts a card payment in USD; send the browser to `url`. */
    checkout(request: CardCheckoutRequest, options?: IdempotentRequestOptions): Promise<CardCheckoutAnswer>;
  };
  invoices: {
    /** Where a payment stands: `pending`, `success` or `failed` (with the server's `message`). */
    get(id: string, options?: RequestOptions): Promise<Invoice>;
  };
  organizations: {
    list(query?: OrganizationListQuery, options?: RequestOptions): Promise<PagedList<Organization>>;
  };
  charities: {
    list(options?: RequestOptions): Promise<PagedList<Charity>>;
    get(id: number, options?: RequestOptions): Promise<Charity>;
  };
  reports: {
    /**
     * Reports a campaign or an organization (build the body with `buildNewReport`). Rejects with status 400
     * for a bad field, 404 for an unknown target and 429 when this connection sent too many reports.
     */
    submit(report: NewReport, options?: RequestOptions): Promise<SubmittedReport>;
  };
  urls: {
    /** Address of the PNG QR code linking to a campaign. */
    qrCode(campaignId: number): string;
    /** Absolute address of a media path the API returned (campaign images, logos). */
    media(path: string): string;
    /** Address of a campaign's page on the Lomi site. */
    campaignPage(campaignId: number): string;
  };
}

/**
 * Creates a client for the Lomi API at `baseURL`.
 *
 * @example
 * const lomi = createLomiClient({ baseURL: 'https://lomi.et' });
 * const { results } = await lomi.campaigns.list({ category: [2, 5], page: 1 });
 */
export function createLomiClient(options: LomiClientOptions): LomiClient {
  const baseURL = options.baseURL;
  const { getJson, postJson } = createJsonRequester({
    baseURL,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 300,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });

  return {
    baseURL,
    campaigns: {
      list: (query = {}, requestOptions) =>
        getJson('/api/campaigns/', campaignListParams(query), requestOptions),
      featured: (requestOptions) => getJson('/api/campaigns/featured', {}, requestOptions),
      get: (id, requestOptions) => getJson(`/api/campaigns/${encodeURIComponent(id)}`, {}, requestOptions),
    },
    categories: {
      list: (requestOptions) => getJson('/api/categories/', {}, requestOptions),
    },
    donations: {
      list: (query, requestOptions) =>
        getJson(
          '/api/donations/',
          pageParams({ campaign_id: query.campaignId, page: query.page }),
          requestOptions,
        ),
      direct: (payload, requestOptions) => postJson('/api/donation/lakipay/direct/', payload, requestOptions),
      checkout: (payload, requestOptions) =>
        postJson('/api/donation/lakipay/checkout/', payload, requestOptions),
      initiate: (request, requestOptions) => postJson('/api/donation/initiate/', request, requestOptions),
    },
    stripe: {
      checkout: (request, requestOptions) => postJson('/api/stripe/checkout/', request, requestOptions),
    },
    invoices: {
      get: (id, requestOptions) => getJson(`/api/invoices/${encodeURIComponent(id)}`, {}, requestOptions),
    },
    organizations: {
      list: (query = {}, requestOptions) =>
        getJson(
          '/api/organizations/all_organizations/',
          pageParams({ search: query.search?.trim() || undefined, page: query.page }),
          requestOptions,
        ),
    },
    charities: {
      list: (requestOptions) => getJson('/charity/', {}, requestOptions),
      get: (id, requestOptions) => getJson(`/charity/byid/${encodeURIComponent(id)}`, {}, requestOptions),
    },
    reports: {
      submit: (report, requestOptions) => postJson('/api/reports/', report, requestOptions),
    },
    urls: {
      qrCode: (campaignId) =>
        joinURL(baseURL, `/api/generate-qr/?campaign_id=${encodeURIComponent(campaignId)}`),
      media: (path) => joinURL(baseURL, path),
      campaignPage: (campaignId) => joinURL(baseURL, `/campaign/${encodeURIComponent(campaignId)}`),
    },
  };
}

function pageParams(values: Record<string, string | number | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params[key] = String(value);
  }
  return params;
}
