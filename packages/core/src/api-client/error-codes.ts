/**
 * Stable error codes of the API (`code` in every error body). The server sends them and clients branch on them
 * (never on HTTP statuses alone); never rename one. Codes the client makes up itself are CLIENT_ERROR_CODES.
 */
export const API_ERROR_CODES = {
  /** A query, path or body field is missing or malformed; `errors` names the fields. */
  validation: 'LOMI_ERR_VALIDATION',
  /**
   * A `page` after the last one of a paged list (400; `errors.page` says how many pages there are): the list
   * shrank since the client last looked. Show the last page, or the first one.
   */
  pageOutOfRange: 'LOMI_ERR_PAGE_OUT_OF_RANGE',
  /** The addressed resource does not exist or is not public. */
  notFound: 'LOMI_ERR_NOT_FOUND',
  /** No route answers this method and path. */
  routeNotFound: 'LOMI_ERR_ROUTE_NOT_FOUND',
  /** A malformed request the router or body parser refused (bad JSON, unsupported media type, …). */
  badRequest: 'LOMI_ERR_BAD_REQUEST',
  /** A front-end bundle (`site/dist`, `packages/elements/dist`) has not been built. */
  buildMissing: 'LOMI_ERR_BUILD_MISSING',
  /** The database did not answer. */
  databaseUnavailable: 'LOMI_ERR_DATABASE_UNAVAILABLE',
  /** The campaign is not active or its deadline has passed: no donations. */
  campaignClosed: 'LOMI_ERR_CAMPAIGN_CLOSED',
  /** The Idempotency-Key was used before with another request body or endpoint (422). */
  idempotencyMismatch: 'LOMI_ERR_IDEMPOTENCY_MISMATCH',
  /** The first request with this Idempotency-Key is still running; retry shortly (409). */
  idempotencyInProgress: 'LOMI_ERR_IDEMPOTENCY_IN_PROGRESS',
  /** The payment provider refused the payment; nothing was charged (422). */
  paymentRejected: 'LOMI_ERR_PAYMENT_REJECTED',
  /** The payment provider did not answer; the outcome is unknown (503). */
  providerUnavailable: 'LOMI_ERR_PROVIDER_UNAVAILABLE',
  /** No USD → ETB rate is recorded, so a USD donation cannot be valued (503). */
  exchangeRateMissing: 'LOMI_ERR_EXCHANGE_RATE_MISSING',
  /** A webhook whose signature or body did not check out (401/400). */
  webhookRejected: 'LOMI_ERR_WEBHOOK_REJECTED',
  /** Too many requests from one client in a time window (429); `message` says when to try again. */
  rateLimited: 'LOMI_ERR_RATE_LIMITED',
  /** No valid access token: missing, malformed, expired, forged, or revoked (401). */
  unauthorized: 'LOMI_ERR_UNAUTHORIZED',
  /** Wrong e-mail/username and password, or a sign-in proof (code, Google token) that did not check out. */
  invalidCredentials: 'LOMI_ERR_INVALID_CREDENTIALS',
  /**
   * A new password of the right length that is too easy to guess: one of the most common passwords, one
   * character repeated, or the account's username or e-mail address (400; `errors` names the field).
   */
  weakPassword: 'LOMI_ERR_WEAK_PASSWORD',
  /** A username, e-mail address or phone number that belongs to another account (409). */
  conflict: 'LOMI_ERR_CONFLICT',
  /** The phone sign-in code expired, was used, or had too many wrong tries: request a new one (401). */
  codeExpired: 'LOMI_ERR_CODE_EXPIRED',
  /** A sign-in method that is not configured or whose provider did not answer (503). */
  signInUnavailable: 'LOMI_ERR_SIGN_IN_UNAVAILABLE',
  /** Signed in, but the resource belongs to someone else, e.g. another organization's campaign (403). */
  forbidden: 'LOMI_ERR_FORBIDDEN',
  /** The campaign's organizer has no Lomi account to deliver a message to; use their e-mail or phone (409). */
  organizerUnreachable: 'LOMI_ERR_ORGANIZER_UNREACHABLE',
  /** A withdrawal was requested in a currency in which the campaign has nothing left to withdraw (400). */
  noBalance: 'LOMI_ERR_NO_BALANCE',
  /** A withdrawal was requested before a withdrawal account was saved to pay it into (409). */
  withdrawAccountMissing: 'LOMI_ERR_WITHDRAW_ACCOUNT_MISSING',
  /**
   * The organization named is the user's own but not approved (pending, or rejected): it cannot run a campaign
   * until the team approves it (409).
   */
  organizationNotApproved: 'LOMI_ERR_ORGANIZATION_NOT_APPROVED',
  /** Anything unexpected; the message never reveals details. */
  internal: 'LOMI_ERR_INTERNAL',
} as const;

/** One of {@link API_ERROR_CODES}. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
