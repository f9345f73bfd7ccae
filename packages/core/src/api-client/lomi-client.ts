import type {
  AccountProfile,
  AccountProfileChanges,
  AccountUser,
  AccountUserChanges,
  ChangePasswordAnswer,
  ChangePasswordRequest,
  DeleteAccountAnswer,
  GoogleSignInRequest,
  LoginRequest,
  MarkAllReadAnswer,
  Notification,
  OtpRequest,
  OtpRequestAnswer,
  OtpVerifyRequest,
  PublicUserInfo,
  SavedCampaign,
  SavedCampaignChange,
  SavedCampaignIds,
  Session,
  SignInSession,
  SignupRequest,
  UnreadCount,
  UserStats,
} from '../account/account-types.ts';
import type { CampaignUpdate } from '../campaign-owner/campaign-update.ts';
import type {
  ContactFundraiserAnswer,
  ContactFundraiserMessage,
} from '../campaign-owner/contact-fundraiser.ts';
import type { MyCampaign } from '../campaign-owner/my-campaign.ts';
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
    /** A page of the campaigns of the organizations the signed-in user owns, any status (login). */
    mine(page?: number, options?: RequestOptions): Promise<PagedList<Campaign>>;
    /** One own campaign with its latest donations (login); 404 for another organization's or none. */
    mineOne(id: number, options?: RequestOptions): Promise<MyCampaign>;
    /**
     * Changes an own campaign's title and/or description (login; check `campaignUpdateErrors` first) and
     * answers the campaign. 400 for an empty field, 403 for another organization's campaign.
     */
    update(id: number, changes: CampaignUpdate, options?: RequestOptions): Promise<Campaign>;
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
    /** The signed-in user's own organizations in any approval status, newest first (login; profile card). */
    mine(query?: OrganizationListQuery, options?: RequestOptions): Promise<PagedList<Organization>>;
  };
  charities: {
    list(options?: RequestOptions): Promise<PagedList<Charity>>;
    get(id: number, options?: RequestOptions): Promise<Charity>;
  };
  auth: {
    /** Creates a password account and signs it in (201). 400 for a bad field, 409 for a taken username/e-mail. */
    signup(request: SignupRequest, options?: RequestOptions): Promise<Session>;
    /** Signs in with e-mail or username and password; 401 `Invalid e-mail/username or password.`, 429. */
    login(request: LoginRequest, options?: RequestOptions): Promise<Session>;
    /** Sends a sign-in code by SMS to a phone number (`251` + 9 digits); 429 when asked too often. */
    requestOtp(request: OtpRequest, options?: RequestOptions): Promise<OtpRequestAnswer>;
    /** Trades the SMS code for a session; the first sign-in of a number creates its account. 401 wrong code. */
    verifyOtp(request: OtpVerifyRequest, options?: RequestOptions): Promise<SignInSession>;
    /** Signs in with a Google ID token; 503 when Google sign-in is not configured. */
    google(request: GoogleSignInRequest, options?: RequestOptions): Promise<SignInSession>;
    /** The signed-in user (login). */
    user(options?: RequestOptions): Promise<AccountUser>;
    /** Changes the signed-in user's fields (login); 409 for a taken username or e-mail. */
    updateUser(changes: AccountUserChanges, options?: RequestOptions): Promise<AccountUser>;
    /** Changes the password (login); answers a fresh token and ends every other session. */
    changePassword(request: ChangePasswordRequest, options?: RequestOptions): Promise<ChangePasswordAnswer>;
    /** Deletes the signed-in account's personal data (login); its donations stay, anonymized. */
    deleteAccount(options?: RequestOptions): Promise<DeleteAccountAnswer>;
  };
  me: {
    /** The signed-in user's profile, with phone and sign-in kind (login). */
    profile(options?: RequestOptions): Promise<AccountProfile>;
    /** Changes e-mail, username or full name (login); 409 for a taken username or e-mail. */
    updateProfile(changes: AccountProfileChanges, options?: RequestOptions): Promise<AccountProfile>;
    /** The profile's stat tiles (login); amounts in minor units. */
    stats(options?: RequestOptions): Promise<UserStats>;
  };
  users: {
    /** What may be shown of another user (login); 404 for an unknown id. */
    info(id: number, options?: RequestOptions): Promise<PublicUserInfo>;
  };
  saved: {
    /** A page of the signed-in user's saved campaigns, last saved first (login). */
    list(page?: number, options?: RequestOptions): Promise<PagedList<SavedCampaign>>;
    /** The ids of every saved campaign, for the save toggles on cards (login). */
    ids(options?: RequestOptions): Promise<SavedCampaignIds>;
    /** Saves a campaign (login; idempotent); 404 for an unknown or private campaign. */
    save(campaignId: number, options?: RequestOptions): Promise<SavedCampaignChange>;
    /** Unsaves a campaign (login; idempotent). */
    unsave(campaignId: number, options?: RequestOptions): Promise<SavedCampaignChange>;
  };
  notifications: {
    /** A page of the signed-in user's notifications, newest first (login). */
    list(page?: number, options?: RequestOptions): Promise<PagedList<Notification>>;
    /** One notification (login); 404 for an unknown one or another user's. */
    get(id: number, options?: RequestOptions): Promise<Notification>;
    /** The number of unread notifications, for the header's badge (login). */
    unreadCount(options?: RequestOptions): Promise<UnreadCount>;
    /** Marks one notification as read and answers it (login). */
    markRead(id: number, options?: RequestOptions): Promise<Notification>;
    /** Marks every notification as read (login). */
    markAllRead(options?: RequestOptions): Promise<MarkAllReadAnswer>;
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
  const { getJson, postJson, patchJson, deleteJson } = createJsonRequester({
    baseURL,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 300,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    ...(options.getAccessToken ? { getAccessToken: options.getAccessToken } : {}),
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
  });
  const id = (value: number) => encodeURIComponent(value);

  return {
    baseURL,
    campaigns: {
      list: (query = {}, requestOptions) =>
        getJson('/api/campaigns/', campaignListParams(query), requestOptions),
      featured: (requestOptions) => getJson('/api/campaigns/featured', {}, requestOptions),
      get: (id, requestOptions) => getJson(`/api/campaigns/${encodeURIComponent(id)}`, {}, requestOptions),
      mine: (page, requestOptions) => getJson('/api/campaigns/mine/', pageParams({ page }), requestOptions),
      mineOne: (id, requestOptions) =>
        getJson(`/api/campaigns/mine/${encodeURIComponent(id)}`, {}, requestOptions),
      update: (id, changes, requestOptions) =>
        patchJson(`/campaign/update/${encodeURIComponent(id)}`, changes, requestOptions),
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
      get: (organizationId, requestOptions) =>
        getJson(`/api/organizations/${encodeURIComponent(organizationId)}/`, {}, requestOptions),
      mine: (query = {}, requestOptions) =>
        getJson(
          '/api/organizations/my_organization/',
          pageParams({ search: query.search?.trim() || undefined, page: query.page }),
          requestOptions,
        ),
    },
    charities: {
      list: (requestOptions) => getJson('/charity/', {}, requestOptions),
      get: (id, requestOptions) => getJson(`/charity/byid/${encodeURIComponent(id)}`, {}, requestOptions),
    },
    auth: {
      signup: (request, requestOptions) => postJson('/auth/signup/', request, requestOptions),
      login: (request, requestOptions) => postJson('/auth/jwt/login/', request, requestOptions),
      requestOtp: (request, requestOptions) => postJson('/auth/otp/request/', request, requestOptions),
      verifyOtp: (request, requestOptions) => postJson('/auth/otp/verify/', request, requestOptions),
      google: (request, requestOptions) => postJson('/auth/social/google/', request, requestOptions),
      user: (requestOptions) => getJson('/auth/user/', {}, requestOptions),
      updateUser: (changes, requestOptions) => patchJson('/auth/user/', changes, requestOptions),
      changePassword: (request, requestOptions) => postJson('/users/changepassword', request, requestOptions),
      deleteAccount: (requestOptions) => deleteJson('/api/auth/delete-account/', requestOptions),
    },
    me: {
      profile: (requestOptions) => getJson('/api/me/profile/', {}, requestOptions),
      updateProfile: (changes, requestOptions) => patchJson('/api/me/profile/', changes, requestOptions),
      stats: (requestOptions) => getJson('/api/me/stats/', {}, requestOptions),
    },
    users: {
      info: (userId, requestOptions) => getJson(`/users/info/${id(userId)}`, {}, requestOptions),
    },
    saved: {
      list: (page, requestOptions) => getJson('/api/saved-campaigns', pageParams({ page }), requestOptions),
      ids: (requestOptions) => getJson('/api/saved-campaigns/ids/', {}, requestOptions),
      save: (campaignId, requestOptions) =>
        postJson('/api/saved-campaigns/save/', { campaign_id: campaignId }, requestOptions),
      unsave: (campaignId, requestOptions) =>
        postJson('/api/saved-campaigns/unsave/', { campaign_id: campaignId }, requestOptions),
    },
    notifications: {
      list: (page, requestOptions) => getJson('/api/notifications/', pageParams({ page }), requestOptions),
      get: (notificationId, requestOptions) =>
        getJson(`/api/notifications/${id(notificationId)}/`, {}, requestOptions),
      unreadCount: (requestOptions) => getJson('/api/notifications/count/', {}, requestOptions),
      markRead: (notificationId, requestOptions) =>
        postJson(`/api/notifications/mark-as-read/${id(notificationId)}/`, undefined, requestOptions),
      markAllRead: (requestOptions) =>
        postJson('/api/notifications/mark-all-as-read/', undefined, requestOptions),
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
