/** Stable codes the client itself produces when no server answer carries one. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an HTTP answer (offline, DNS, refused connection, CORS). */
  network: 'LOMI_ERR_NETWORK',
  /** No answer arrived within `timeoutMs`. */
  timeout: 'LOMI_ERR_TIMEOUT',
  /** The caller aborted the request through its `signal`. */
  aborted: 'LOMI_ERR_ABORTED',
  /** The server answered with an error status but without a `{message, code}` body. */
  http: 'LOMI_ERR_HTTP',
} as const;

/** Field name -> message, as sent in the `errors` member of an API error body. */
export type ApiFieldErrors = Record<string, string>;

/**
 * Every failure of a {@link LomiClient} call. `status` is the HTTP status, or 0 when no answer arrived
 * (network failure, timeout, abort); `code` is a stable string such as `LOMI_ERR_NOT_FOUND` or
 * `LOMI_ERR_NETWORK`; `message` is what a UI may show. Check with `error instanceof ApiError`.
 */
export class ApiError extends Error {
  /** HTTP status of the answer, or 0 when there was none. */
  readonly status: number;
  /** Stable machine-readable code (server codes, or one of {@link CLIENT_ERROR_CODES}). */
  readonly code: string;
  /** Per-field validation messages, when the server sent them. */
  readonly errors: ApiFieldErrors | undefined;
  /** How long the server asked to wait before trying again (its `Retry-After`, e.g. on a 429), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: ApiFieldErrors;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** True when no HTTP answer arrived (network failure or timeout): retrying may help. */
  get isNetworkError(): boolean {
    return this.code === CLIENT_ERROR_CODES.network || this.code === CLIENT_ERROR_CODES.timeout;
  }
}

/**
 * Builds the error for an HTTP error answer from the server's `{message, code, errors}` body and its
 * `Retry-After` header, if any (seconds, or an HTTP date).
 */
export function apiErrorFromResponse(
  status: number,
  statusText: string,
  body: unknown,
  retryAfter: string | null = null,
): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : `HTTP ${status} ${statusText}`.trim();
  const code = typeof record.code === 'string' && record.code !== '' ? record.code : CLIENT_ERROR_CODES.http;
  const errors = isFieldErrors(record.errors) ? record.errors : undefined;
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  return new ApiError({
    status,
    code,
    message,
    ...(errors ? { errors } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function isFieldErrors(value: unknown): value is ApiFieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
