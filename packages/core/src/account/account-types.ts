import type { Campaign } from '../domain/campaign.ts';
import type { NotificationKind } from '../notification/notification-params.ts';

/** How an account signs in. Phone accounts have a made-up username and usually no e-mail. */
export type AuthType = 'password' | 'phone_otp' | 'google';

/** §3 User, as `GET /auth/user/` answers and every sign-in returns. */
export interface AccountUser {
  id: number;
  username: string;
  email: string | null;
  firstname: string;
  lastname: string;
  /** The full name, else first and last name joined; `''` when none is known. */
  full_name: string;
}

/** §3 profile of the signed-in user, as `GET /api/me/profile/` answers. */
export interface AccountProfile {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
  /** `+251…` for phone accounts, else usually null. */
  phone: string | null;
  auth_type: AuthType;
  /** `operator` for Lomi's team, who may open the console (issue 14); everyone else `user`. */
  role: AccountRole;
}

/** Whether an account is one of Lomi's operators (issue 14) or any other user. */
export type AccountRole = 'user' | 'operator';

/** What every sign-in answers (§4): the bearer token, its lifetime in seconds, and the user. */
export interface Session {
  access: string;
  token_type: 'Bearer';
  /** Seconds until `access` expires. */
  expires_in: number;
  user: AccountUser;
}

/** The answer of phone and Google sign-in: a session, and whether this sign-in created the account. */
export interface SignInSession extends Session {
  created: boolean;
}

/** Body of `POST /auth/signup/`. */
export interface SignupRequest {
  /** Letters and digits only ({@link isValidUsername}). */
  username: string;
  email: string;
  /** {@link PASSWORD_MIN_LENGTH}–{@link PASSWORD_MAX_LENGTH} characters. */
  password: string;
  /** When given, must equal `password` (else 400 "Password Doesn't Match"). */
  re_password?: string;
  firstname?: string;
  lastname?: string;
  full_name?: string;
}

/** Body of `POST /auth/jwt/login/`: the e-mail address or the username, and the password. */
export interface LoginRequest {
  identifier: string;
  password: string;
}

/** Body of `POST /auth/otp/request/`. */
export interface OtpRequest {
  /** `251` + 9 digits. */
  phone_number: string;
  /** Language of the SMS. Default `en`. */
  lang?: 'en' | 'am';
}

/** Answer of `POST /auth/otp/request/`: the code was sent. */
export interface OtpRequestAnswer {
  phone_number: string;
  /** Seconds the code stays valid. */
  expires_in: number;
  /** Number of digits of the code. */
  code_length: number;
}

/** Body of `POST /auth/otp/verify/`. */
export interface OtpVerifyRequest {
  phone_number: string;
  code: string;
}

/** Body of `POST /auth/social/google/`: the ID token (Google's button calls it `credential`). */
export type GoogleSignInRequest = { id_token: string } | { credential: string };

/** Body of `PATCH /auth/user/`: any of the §3 User fields; an empty e-mail removes it. */
export interface AccountUserChanges {
  username?: string;
  email?: string | null;
  firstname?: string;
  lastname?: string;
  full_name?: string;
}

/** Body of `PATCH /api/me/profile/` (§7: email, username, full_name). */
export type AccountProfileChanges = Pick<AccountUserChanges, 'username' | 'email' | 'full_name'>;

/** Body of `POST /users/changepassword`. */
export interface ChangePasswordRequest {
  /** Required unless the account has no password yet (phone and Google accounts). */
  old_password?: string;
  new_password: string;
  re_new_password?: string;
}

/** Answer of `POST /users/changepassword`: a fresh token (every other session has ended). */
export interface ChangePasswordAnswer {
  message: string;
  access: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** Answer of `DELETE /api/auth/delete-account/`. */
export interface DeleteAccountAnswer {
  message: string;
}

/** `POST /auth/logout/`: every token of the account stopped working. */
export interface LogoutAnswer {
  message: string;
}

/** §3 user stats of the profile's tiles; amounts in minor units (santim, cents). */
export interface UserStats {
  campaigns: number;
  etbDonatedAmount: number;
  usdDonatedAmount: number;
  donations: number;
}

/** What may be shown of yourself or of an approved organization's owner (`GET /users/info/{id}`). */
export interface PublicUserInfo {
  id: number;
  /** Null when the server made it up (phone accounts). */
  username: string | null;
  full_name: string;
  /** ISO 8601 timestamp. */
  date_joined: string;
}

/** §3 Saved campaign: the campaign and when it was saved (ISO 8601). */
export interface SavedCampaign {
  campaign: Campaign;
  created: string;
}

/** Answer of `GET /api/saved-campaigns/ids/`: the ids of every saved campaign, for the save toggles. */
export interface SavedCampaignIds {
  ids: number[];
}

/** Answer of saving or unsaving a campaign (both idempotent). */
export interface SavedCampaignChange {
  campaign_id: number;
  saved: boolean;
}

/** §3 Notification. `title` and `content` are English; `kind` and `params` let a client word it itself. */
export interface Notification {
  id: number;
  title: string;
  content: string;
  is_read: boolean;
  /** ISO 8601 timestamp. */
  created: string;
  related_campaign: { id: number } | null;
  /** Null for notifications without a known kind; show `title` and `content` then. */
  kind: NotificationKind | (string & {}) | null;
  /** The values of `kind` (see `NotificationParamsByKind`); read them with `parseNotificationParams`. */
  params: Record<string, unknown> | null;
}

/** Answer of `GET /api/notifications/count/`: the number of unread notifications. */
export interface UnreadCount {
  count: number;
}

/** Answer of `POST /api/notifications/mark-all-as-read/`: how many were unread. */
export interface MarkAllReadAnswer {
  updated: number;
}
