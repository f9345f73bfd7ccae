import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';
import { API_ERROR_CODES, type ApiErrorCode } from './error-codes.ts';

/**
 * What a failed call means to a screen, so pages switch on meaning, never on HTTP statuses:
 * - `offline`: no answer arrived (network down, timeout); trying again later may work.
 * - `aborted`: the caller cancelled the request; show nothing.
 * - `invalid`: the request was refused as written; `errors` names the fields.
 * - `page-out-of-range`: a page after the last one of a paged list.
 * - `not-found`: what was asked for does not exist or is not public.
 * - `signed-out`: no valid sign-in (missing, expired or revoked token).
 * - `sign-in-refused`: wrong credentials or an expired sign-in code.
 * - `forbidden`: signed in, but it belongs to someone else.
 * - `conflict`: the request is well formed, but the state of things refuses it (taken, closed, nothing left).
 * - `rate-limited`: too many requests; `retryAfterSeconds` may say when to try again.
 * - `unavailable`: a service behind the API (database, payment or sign-in provider) is not answering.
 * - `failed`: anything else, including what is not an `ApiError` at all.
 */
export type ErrorKind =
  | 'offline'
  | 'aborted'
  | 'invalid'
  | 'page-out-of-range'
  | 'not-found'
  | 'signed-out'
  | 'sign-in-refused'
  | 'forbidden'
  | 'conflict'
  | 'rate-limited'
  | 'unavailable'
  | 'failed';

type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

// Every code has a kind: a new code in API_ERROR_CODES does not compile until it is given one here.
const KIND_OF_CODE: Record<ApiErrorCode | ClientErrorCode, ErrorKind | undefined> = {
  [API_ERROR_CODES.validation]: 'invalid',
  [API_ERROR_CODES.weakPassword]: 'invalid',
  [API_ERROR_CODES.pageOutOfRange]: 'page-out-of-range',
  [API_ERROR_CODES.notFound]: 'not-found',
  [API_ERROR_CODES.routeNotFound]: 'not-found',
  [API_ERROR_CODES.unauthorized]: 'signed-out',
  [API_ERROR_CODES.invalidCredentials]: 'sign-in-refused',
  [API_ERROR_CODES.codeExpired]: 'sign-in-refused',
  [API_ERROR_CODES.forbidden]: 'forbidden',
  [API_ERROR_CODES.conflict]: 'conflict',
  [API_ERROR_CODES.campaignClosed]: 'conflict',
  [API_ERROR_CODES.organizerUnreachable]: 'conflict',
  [API_ERROR_CODES.noBalance]: 'conflict',
  [API_ERROR_CODES.withdrawAccountMissing]: 'conflict',
  [API_ERROR_CODES.organizationNotApproved]: 'conflict',
  [API_ERROR_CODES.idempotencyInProgress]: 'conflict',
  [API_ERROR_CODES.idempotencyMismatch]: 'conflict',
  [API_ERROR_CODES.rateLimited]: 'rate-limited',
  [API_ERROR_CODES.buildMissing]: 'unavailable',
  [API_ERROR_CODES.databaseUnavailable]: 'unavailable',
  [API_ERROR_CODES.providerUnavailable]: 'unavailable',
  [API_ERROR_CODES.exchangeRateMissing]: 'unavailable',
  [API_ERROR_CODES.signInUnavailable]: 'unavailable',
  [API_ERROR_CODES.paymentRejected]: 'failed',
  [API_ERROR_CODES.webhookRejected]: 'failed',
  [API_ERROR_CODES.internal]: 'failed',
  [CLIENT_ERROR_CODES.network]: 'offline',
  [CLIENT_ERROR_CODES.timeout]: 'offline',
  [CLIENT_ERROR_CODES.aborted]: 'aborted',
  // Sent with 400, 413 or 415 by the router and body parsers: read by its status below.
  [API_ERROR_CODES.badRequest]: undefined,
  // An error answer without a Lomi body (a proxy or gateway in front of the API): read by its status below.
  [CLIENT_ERROR_CODES.http]: undefined,
};

/** The kind of an error answer that carries no known code, by its HTTP status alone. */
function kindOfStatus(status: number): ErrorKind {
  if (status === 0) return 'offline';
  if (status === 400 || status === 422) return 'invalid';
  if (status === 401) return 'signed-out';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  return 'failed';
}

/**
 * What `error` (anything a call threw) means, by its `code` (see {@link ErrorKind}); an answer whose code is
 * not one of Lomi's (a proxy's own 429 or 503 page) is read by its HTTP status instead.
 */
export function errorKind(error: unknown): ErrorKind {
  if (!(error instanceof ApiError)) return 'failed';
  const known = Object.hasOwn(KIND_OF_CODE, error.code)
    ? KIND_OF_CODE[error.code as keyof typeof KIND_OF_CODE]
    : undefined;
  return known ?? kindOfStatus(error.status);
}
