import { createFetch, FetchError } from 'ofetch';
import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from './api-error.ts';

/** Per-call options every client method accepts. */
export interface RequestOptions {
  /** Aborts the call (for example when a component unmounts); the call then rejects with `LOMI_ERR_ABORTED`. */
  signal?: AbortSignal;
}

export interface JsonRequesterOptions {
  baseURL: string;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  fetch: typeof globalThis.fetch;
}

/** Sends one GET and returns its parsed JSON body, or throws {@link ApiError}. */
export type GetJson = <T>(
  path: string,
  query?: Record<string, string>,
  options?: RequestOptions,
) => Promise<T>;

/**
 * Builds the GET function behind the client. Retries happen only when no HTTP answer arrived (network
 * failure or timeout): a 4xx or 5xx answer is the server's decision and repeating the call would not change it.
 * ofetch's own retry and timeout are off because it treats a network failure like a 500 and drops the
 * timeout once a caller signal is given.
 */
export function createJsonRequester(options: JsonRequesterOptions): GetJson {
  const $fetch = createFetch({ fetch: options.fetch });

  async function attempt<T>(
    path: string,
    query: Record<string, string>,
    callerSignal?: AbortSignal,
  ): Promise<T> {
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
    try {
      const response = await $fetch.raw<T>(path, {
        baseURL: options.baseURL,
        query,
        signal,
        retry: false,
        headers: { accept: 'application/json' },
      });
      const contentType = response.headers.get('content-type') ?? '';
      if (!contentType.includes('json')) {
        throw new ApiError({
          status: response.status,
          code: CLIENT_ERROR_CODES.http,
          message: `Expected JSON from GET ${path} but got "${contentType || 'no content type'}"; check the client's baseURL.`,
        });
      }
      return response._data as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (callerSignal?.aborted) {
        throw new ApiError({
          status: 0,
          code: CLIENT_ERROR_CODES.aborted,
          message: `GET ${path} was aborted.`,
          cause: error,
        });
      }
      if (timedOut) {
        throw new ApiError({
          status: 0,
          code: CLIENT_ERROR_CODES.timeout,
          message: `GET ${path} got no answer within ${options.timeoutMs} ms.`,
          cause: error,
        });
      }
      if (error instanceof FetchError && error.response) {
        throw apiErrorFromResponse(error.response.status, error.response.statusText, error.data);
      }
      throw new ApiError({
        status: 0,
        code: CLIENT_ERROR_CODES.network,
        message: `GET ${path} failed: the server could not be reached.`,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  return async function getJson<T>(
    path: string,
    query: Record<string, string> = {},
    requestOptions: RequestOptions = {},
  ) {
    for (let retry = 0; ; retry++) {
      try {
        return await attempt<T>(path, query, requestOptions.signal);
      } catch (error) {
        const retryable = error instanceof ApiError && error.isNetworkError && retry < options.retries;
        if (!retryable) throw error;
        await wait(options.retryDelayMs * 2 ** retry, requestOptions.signal, path);
      }
    }
  };
}

function wait(ms: number, signal: AbortSignal | undefined, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(
        new ApiError({ status: 0, code: CLIENT_ERROR_CODES.aborted, message: `GET ${path} was aborted.` }),
      );
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}
