/**
 * Stable error codes of the API (`code` in every error body). Clients may branch on them; never rename one.
 */
export const ErrorCodes = {
  /** A query, path or body field is missing or malformed; `errors` names the fields. */
  validation: 'LOMI_ERR_VALIDATION',
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
  /** Anything unexpected; the message never reveals details. */
  internal: 'LOMI_ERR_INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
