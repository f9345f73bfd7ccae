import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from './api-error.ts';
import { joinURL } from './join-url.ts';

/** Per-call options every client method accepts. */
export interface RequestOptions {
  /** Aborts the call (for example when a component unmounts); the call then rejects with `LOMI_ERR_ABORTED`. */
  signal?: AbortSignal;
  /**
   * How many times this call is repeated after a network failure or timeout, instead of the client's
   * `retries` (for callers with a retry schedule of their own, such as the session check of §4).
   */
  retries?: number;
}

/** Options of the calls that start a payment. */
export interface IdempotentRequestOptions extends RequestOptions {
  /**
   * Sent as the `Idempotency-Key` header: the server answers a repeated request with the same key and body
   * exactly as it answered the first, so the call may be repeated without charging twice. Give one key per
   * donation attempt (see `createIdempotencyKey`) and reuse it when the same attempt is tried again.
   */
  idempotencyKey?: string;
}

export interface JsonRequesterOptions {
  baseURL: string;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  fetch: typeof globalThis.fetch;
  /** The bearer token to send, read anew for every attempt; null or empty sends none. */
  getAccessToken?: () => string | null;
  /** Told when an answer to a call that carried a token is 401 (the token expired or was revoked). */
  onUnauthorized?: () => void;
}

/** Sends one GET and returns its parsed JSON body, or throws {@link ApiError}. */
export type GetJson = <T>(
  path: string,
  query?: Record<string, string>,
  options?: RequestOptions,
) => Promise<T>;

/**
 * Sends one POST with a JSON body (none when `body` is undefined) and returns the parsed JSON answer, or
 * throws {@link ApiError}.
 */
export type PostJson = <T>(path: string, body: unknown, options?: IdempotentRequestOptions) => Promise<T>;

/** Sends one PATCH or PUT with a JSON body and returns the parsed JSON answer, or throws {@link ApiError}. */
export type ChangeJson = <T>(path: string, body: unknown, options?: RequestOptions) => Promise<T>;

/** Sends one DELETE and returns the parsed JSON answer, or throws {@link ApiError}. */
export type DeleteJson = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * What every call of one client shares: where it sends and which token it carries. Read by the calls that do
 * not go through the JSON calls (`sendForm`, which needs XMLHttpRequest to report upload progress; the
 * console's file downloads, which read bytes).
 */
export type RequestConnection = Pick<
  JsonRequesterOptions,
  'baseURL' | 'getAccessToken' | 'onUnauthorized' | 'fetch'
>;

/** The request functions behind the client. */
export interface JsonRequester {
  connection: RequestConnection;
  getJson: GetJson;
  postJson: PostJson;
  patchJson: ChangeJson;
  putJson: ChangeJson;
  deleteJson: DeleteJson;
}

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
  /** Whether a call that got no answer may be sent again. */
  retryable: boolean;
  /** Overrides the client's number of retries. */
  retries: number | undefined;
}

/**
 * Builds the GET and POST functions behind the client. Retries happen only when no HTTP answer arrived
 * (network failure or timeout): a 4xx or 5xx answer is the server's decision and repeating the call would not
 * change it.
 *
 * Plain `fetch` rather than ofetch (the stack's default): ofetch with ufo and destr was 3.2 kB gzip of the
 * embed runtime every host page downloads, for features this client does not use (its retry treats a
 * network failure like a 500 and its timeout is dropped once a caller signal is given, so both were off).
 */
export function createJsonRequester(options: JsonRequesterOptions): JsonRequester {
  async function attempt<T>(call: Call, callerSignal?: AbortSignal): Promise<T> {
    const label = `${call.method} ${call.path}`;
    // One controller aborted by either the timer or the caller; by hand because AbortSignal.any is too new
    // for some browsers embeds must still run in (Safari before 17.4).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const forwardAbort = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    const signal = controller.signal;
    const hasBody = call.body !== undefined;
    const token = options.getAccessToken?.() || null;
    try {
      const response = await options.fetch(requestURL(options.baseURL, call.path, call.query), {
        method: call.method,
        signal,
        headers: {
          accept: 'application/json',
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...call.headers,
        },
        ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
      });
      const contentType = response.headers.get('content-type') ?? '';
      const body = await readBody(response, contentType);
      if (response.status === 401 && token) options.onUnauthorized?.();
      if (!response.ok) {
        const retryAfter = response.headers.get('retry-after');
        throw apiErrorFromResponse(response.status, response.statusText, body, retryAfter);
      }
      if (!contentType.includes('json')) {
        throw new ApiError({
          status: response.status,
          code: CLIENT_ERROR_CODES.http,
          message: `Expected JSON from ${label} but got "${contentType || 'no content type'}"; check the client's baseURL.`,
        });
      }
      return body as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (callerSignal?.aborted) {
        throw new ApiError({
          status: 0,
          code: CLIENT_ERROR_CODES.aborted,
          message: `${label} was aborted.`,
          cause: error,
        });
      }
      if (timedOut) {
        throw new ApiError({
          status: 0,
          code: CLIENT_ERROR_CODES.timeout,
          message: `${label} got no answer within ${options.timeoutMs} ms.`,
          cause: error,
        });
      }
      throw new ApiError({
        status: 0,
        code: CLIENT_ERROR_CODES.network,
        message: `${label} failed: the server could not be reached.`,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function send<T>(call: Call, signal: AbortSignal | undefined): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        return await attempt<T>(call, signal);
      } catch (error) {
        const retryable =
          call.retryable &&
          error instanceof ApiError &&
          error.isNetworkError &&
          retry < (call.retries ?? options.retries);
        if (!retryable) throw error;
        await wait(options.retryDelayMs * 2 ** retry, signal, `${call.method} ${call.path}`);
      }
    }
  }

  const getJson: GetJson = (path, query = {}, requestOptions = {}) =>
    send(
      {
        method: 'GET',
        path,
        query,
        body: undefined,
        headers: {},
        retryable: true,
        retries: requestOptions.retries,
      },
      requestOptions.signal,
    );

  const postJson: PostJson = (path, body, requestOptions = {}) => {
    const key = requestOptions.idempotencyKey;
    return send(
      {
        method: 'POST',
        path,
        query: {},
        body,
        headers: key ? { 'idempotency-key': key } : {},
        // A POST that got no answer may still have been carried out (the answer, not the request, was lost).
        // Sending it again blindly could start a second payment, so it is repeated only when it carries an
        // Idempotency-Key: the server then recognises the repeat and answers with the first result instead
        // of acting twice.
        retryable: key !== undefined && key !== '',
        retries: requestOptions.retries,
      },
      requestOptions.signal,
    );
  };

  // Not repeated after a lost answer either: the change may have been made, and the caller decides.
  const changeJson =
    (method: 'PATCH' | 'PUT'): ChangeJson =>
    (path, body, requestOptions = {}) =>
      send(
        { method, path, query: {}, body, headers: {}, retryable: false, retries: 0 },
        requestOptions.signal,
      );

  const deleteJson: DeleteJson = (path, requestOptions = {}) =>
    send(
      { method: 'DELETE', path, query: {}, body: undefined, headers: {}, retryable: false, retries: 0 },
      requestOptions.signal,
    );

  return {
    // The options themselves (a copy of four of them would be bytes in every embed for nothing).
    connection: options,
    getJson,
    postJson,
    patchJson: changeJson('PATCH'),
    putJson: changeJson('PUT'),
    deleteJson,
  };
}

function wait(ms: number, signal: AbortSignal | undefined, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new ApiError({ status: 0, code: CLIENT_ERROR_CODES.aborted, message: `${label} was aborted.` }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** `path` on `baseURL` with `query` appended (empty values included, as the API reads them). */
export function requestURL(baseURL: string, path: string, query: Record<string, string>): string {
  const url = joinURL(baseURL, path);
  const search = new URLSearchParams(query).toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/**
 * The answer's body: parsed JSON when it says so, else its text (an error page's HTML, which the caller
 * reports by status). A JSON body that does not parse is a server fault, reported as such.
 */
async function readBody(response: Response, contentType: string): Promise<unknown> {
  const text = await response.text();
  if (!contentType.includes('json') || text === '') return text === '' ? undefined : text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.http,
      message: `The server's answer (HTTP ${response.status}) is not valid JSON.`,
      cause,
    });
  }
}
