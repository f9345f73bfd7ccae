import type {
  ContactFundraiserAnswer,
  ContactFundraiserMessage,
} from '../campaign-owner/contact-fundraiser.ts';
import type { Campaign } from '../domain/campaign.ts';
import type { Category } from '../domain/category.ts';
import type { Donation } from '../domain/donation.ts';
import type { Invoice } from '../domain/invoice.ts';
import type { Charity, Organization, OrganizationDetail } from '../domain/organization.ts';
import type { NewHelpQuestion, SubmittedHelpQuestion } from '../help/help-question.ts';
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
import { queryParams } from './query-params.ts';
import { rememberRequester } from './client-requester.ts';

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
  /**
   * The signed-in user's access token, read before every call and sent as `Authorization: Bearer …`;
   * null or empty sends none. Login-only calls reject with status 401 without one.
   */
  getAccessToken?: () => string | null;
  /**
   * Called when a call that carried a token is answered 401: the token expired, or the password was changed
   * or the account deleted elsewhere. The site signs out here.
   */
  onUnauthorized?: () => void;
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
    /**
     * Campaign `id` if this client already holds its answer, without waiting: only a client that fetches
     * ahead has it (the embed's, whose loader asks for an element's campaign beside the element's code),
     * and it hands each fetched-ahead answer out as often as it was asked for; otherwise undefined, and the
     * caller uses `get`.
     */
    prefetched?(id: number): Campaign | undefined;
    /**
     * Sends a message to the campaign's organizer, delivered as a notification (check
     * `contactFundraiserErrors` first). 400 for a bad field, 404 for a non-public campaign, 409 when the
     * organizer has no account to receive it, 429 when this connection sent too many.
     */
    contactFundraiser(
      id: number,
      message: ContactFundraiserMessage,
      options?: RequestOptions,
    ): Promise<ContactFundraiserAnswer>;
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
    /** One approved organization with its totals (public page); rejects with status 404 for any other id. */
    get(id: number, options?: RequestOptions): Promise<OrganizationDetail>;
  };
  charities: {
    list(options?: RequestOptions): Promise<PagedList<Charity>>;
    get(id: number, options?: RequestOptions): Promise<Charity>;
  };
  help: {
    /**
     * Sends a question to Lomi's team (the help and FAQ forms; check it with `helpQuestionErrors` first).
     * Rejects with status 400 for a bad field and 429 when this connection sent too many questions.
     */
    ask(question: NewHelpQuestion, options?: RequestOptions): Promise<SubmittedHelpQuestion>;
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
    /**
     * A campaign image's `srcset` with absolute addresses (`"https://…?w=320 320w, …"`); empty stays empty.
     */
    mediaSrcset(srcset: string): string;
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
  const requester = createJsonRequester({
    baseURL,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 300,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    ...(options.getAccessToken ? { getAccessToken: options.getAccessToken } : {}),
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
  });
  const { getJson, postJson } = requester;

  const client: LomiClient = {
    baseURL,
    campaigns: {
      list: (query = {}, requestOptions) =>
        getJson('/api/campaigns/', campaignListParams(query), requestOptions),
      featured: (requestOptions) => getJson('/api/campaigns/featured', {}, requestOptions),
      get: (id, requestOptions) => getJson(`/api/campaigns/${encodeURIComponent(id)}`, {}, requestOptions),
      contactFundraiser: (id, message, requestOptions) =>
        postJson(`/api/campaigns/${encodeURIComponent(id)}/contact/`, message, requestOptions),
    },
    categories: {
      list: (requestOptions) => getJson('/api/categories/', {}, requestOptions),
    },
    donations: {
      list: (query, requestOptions) =>
        getJson(
          '/api/donations/',
          queryParams({ campaign_id: query.campaignId, page: query.page }),
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
          queryParams({ search: query.search?.trim() || undefined, page: query.page }),
          requestOptions,
        ),
      get: (organizationId, requestOptions) =>
        getJson(`/api/organizations/${encodeURIComponent(organizationId)}/`, {}, requestOptions),
    },
    charities: {
      list: (requestOptions) => getJson('/charity/', {}, requestOptions),
      get: (id, requestOptions) => getJson(`/charity/byid/${encodeURIComponent(id)}`, {}, requestOptions),
    },
    help: {
      ask: (question, requestOptions) => postJson('/api/help/questions/', question, requestOptions),
    },
    reports: {
      submit: (report, requestOptions) => postJson('/api/reports/', report, requestOptions),
    },
    urls: {
      qrCode: (campaignId) =>
        joinURL(baseURL, `/api/generate-qr/?campaign_id=${encodeURIComponent(campaignId)}`),
      media: (path) => joinURL(baseURL, path),
      mediaSrcset: (srcset) =>
        srcset
          .split(',')
          .map((candidate) => candidate.trim())
          .filter((candidate) => candidate !== '')
          .map((candidate) => {
            const space = candidate.indexOf(' ');
            return space < 0
              ? joinURL(baseURL, candidate)
              : `${joinURL(baseURL, candidate.slice(0, space))}${candidate.slice(space)}`;
          })
          .join(', '),
      campaignPage: (campaignId) => joinURL(baseURL, `/campaign/${encodeURIComponent(campaignId)}`),
    },
  };
  rememberRequester(client, requester);
  return client;
}
