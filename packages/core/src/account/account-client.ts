import { requesterOf } from '../api-client/client-requester.ts';
import type { OrganizationListQuery } from '../api-client/lomi-client.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import { queryParams } from '../api-client/query-params.ts';
import type { RequestOptions } from '../api-client/json-requester.ts';
import type { CampaignUpdate } from '../campaign-owner/campaign-update.ts';
import type { MyCampaign, OwnCampaign } from '../campaign-owner/my-campaign.ts';
import type { Campaign } from '../domain/campaign.ts';
import type { Donation } from '../domain/donation.ts';
import type { OwnOrganization } from '../domain/organization.ts';
import type { PagedList } from '../domain/paged-list.ts';
import { campaignReportCalls, type CampaignReportCalls } from '../campaign-report/campaign-report-calls.ts';
import { withdrawCalls, type WithdrawCalls } from '../withdraw/withdraw-calls.ts';
import type { WithdrawableBalance } from '../withdraw/withdrawal-request.ts';
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
  LogoutAnswer,
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
} from './account-types.ts';

/**
 * The calls of signing in and of the signed-in user's own data (§7), apart from the public client so a page
 * or embed that only shows and funds campaigns does not carry them. Every method rejects with `ApiError`;
 * the login-only ones reject with status 401 without a token.
 */
export interface AccountClient {
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
    /**
     * Signs out on the server (login): every token of the account stops working, on every device, so a
     * copied token is no use either. The token is read when the call starts; it is never repeated.
     */
    logout(options?: RequestOptions): Promise<LogoutAnswer>;
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
    /**
     * What may be shown of a user (login): yourself, or an owner of an approved organization; 404 for anyone
     * else, so accounts cannot be listed by stepping through ids.
     */
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
  myCampaigns: {
    /**
     * A page of the campaigns of the organizations the signed-in user owns, any status, each with the team's
     * `review_note` (login).
     */
    list(page?: number, options?: RequestOptions): Promise<PagedList<OwnCampaign>>;
    /** One own campaign with its latest donations (login); 404 for another organization's or none. */
    get(id: number, options?: RequestOptions): Promise<MyCampaign>;
    /**
     * A page of an own campaign's completed donations, newest first, 10 a page (login); page 1 is what `get`
     * embeds. 404 for another organization's campaign or none, 400 for a page past the last one.
     */
    donations(id: number, page?: number, options?: RequestOptions): Promise<PagedList<Donation>>;
    /**
     * What an own campaign can still withdraw, per currency, in minor units (login; the withdraw panel's
     * figures): completed donations less their fees, less the withdrawals not rejected. 404 for another
     * organization's campaign or none.
     */
    balance(id: number, options?: RequestOptions): Promise<WithdrawableBalance>;
    /**
     * Changes an own campaign's title and/or description (login; check `campaignUpdateErrors` first) and
     * answers the campaign. 400 for an empty field, 403 for another organization's public campaign, 404 for
     * one that is not public (or does not exist).
     */
    update(id: number, changes: CampaignUpdate, options?: RequestOptions): Promise<Campaign>;
  };
  myOrganizations: {
    /**
     * The signed-in user's own organizations in any approval status, newest first (login; profile card),
     * with their documents' file names and the review note.
     */
    list(query?: OrganizationListQuery, options?: RequestOptions): Promise<PagedList<OwnOrganization>>;
  };
  /** The account withdrawals are paid into, and the signed-in user's withdrawals (login; /withdraw). */
  withdrawals: WithdrawCalls;
  /** The owner's campaign report: figures, donations and the CSV/PDF files (owner or operator). */
  campaignReports: CampaignReportCalls;
}

const clients = new WeakMap<LomiClient, AccountClient>();

/**
 * The account calls of `client`, sent with its base URL, token and retry settings. The same object is
 * answered for the same client, so it can be called during every render.
 *
 * @example
 * const account = createAccountClient(lomi);
 * const { token } = await account.auth.login({ username: 'abebe', password });
 */
export function createAccountClient(client: LomiClient): AccountClient {
  const known = clients.get(client);
  if (known) return known;
  const requester = requesterOf(client);
  const { getJson, postJson, patchJson, deleteJson } = requester;
  const id = (value: number) => encodeURIComponent(value);
  const account: AccountClient = {
    auth: {
      signup: (request, options) => postJson('/auth/signup/', request, options),
      login: (request, options) => postJson('/auth/jwt/login/', request, options),
      requestOtp: (request, options) => postJson('/auth/otp/request/', request, options),
      verifyOtp: (request, options) => postJson('/auth/otp/verify/', request, options),
      google: (request, options) => postJson('/auth/social/google/', request, options),
      user: (options) => getJson('/auth/user/', {}, options),
      updateUser: (changes, options) => patchJson('/auth/user/', changes, options),
      changePassword: (request, options) => postJson('/users/changepassword', request, options),
      deleteAccount: (options) => deleteJson('/api/auth/delete-account/', options),
      logout: (options) => postJson('/auth/logout/', undefined, options),
    },
    me: {
      profile: (options) => getJson('/api/me/profile/', {}, options),
      updateProfile: (changes, options) => patchJson('/api/me/profile/', changes, options),
      stats: (options) => getJson('/api/me/stats/', {}, options),
    },
    users: {
      info: (userId, options) => getJson(`/users/info/${id(userId)}`, {}, options),
    },
    saved: {
      list: (page, options) => getJson('/api/saved-campaigns', queryParams({ page }), options),
      ids: (options) => getJson('/api/saved-campaigns/ids/', {}, options),
      save: (campaignId, options) =>
        postJson('/api/saved-campaigns/save/', { campaign_id: campaignId }, options),
      unsave: (campaignId, options) =>
        postJson('/api/saved-campaigns/unsave/', { campaign_id: campaignId }, options),
    },
    notifications: {
      list: (page, options) => getJson('/api/notifications/', queryParams({ page }), options),
      get: (notificationId, options) => getJson(`/api/notifications/${id(notificationId)}/`, {}, options),
      unreadCount: (options) => getJson('/api/notifications/count/', {}, options),
      markRead: (notificationId, options) =>
        postJson(`/api/notifications/mark-as-read/${id(notificationId)}/`, undefined, options),
      markAllRead: (options) => postJson('/api/notifications/mark-all-as-read/', undefined, options),
    },
    myCampaigns: {
      list: (page, options) => getJson('/api/campaigns/mine/', queryParams({ page }), options),
      get: (campaignId, options) => getJson(`/api/campaigns/mine/${id(campaignId)}`, {}, options),
      donations: (campaignId, page, options) =>
        getJson(`/api/campaigns/mine/${id(campaignId)}/donations`, queryParams({ page }), options),
      balance: (campaignId, options) => getJson(`/api/campaigns/mine/${id(campaignId)}/balance`, {}, options),
      update: (campaignId, changes, options) =>
        patchJson(`/campaign/update/${id(campaignId)}`, changes, options),
    },
    myOrganizations: {
      list: (query = {}, options) =>
        getJson(
          '/api/organizations/my_organization/',
          queryParams({ search: query.search?.trim() || undefined, page: query.page }),
          options,
        ),
    },
    withdrawals: withdrawCalls(requester),
    campaignReports: campaignReportCalls(requester),
  };
  clients.set(client, account);
  return account;
}
