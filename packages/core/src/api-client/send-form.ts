import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from './api-error.ts';
import { requesterOf } from './client-requester.ts';
import { requestURL } from './json-requester.ts';
import type { LomiClient } from './lomi-client.ts';

/** One multipart upload (see {@link sendForm}). */
export interface FormRequest {
  method: 'POST' | 'PUT';
  /** Path on the client's base URL, e.g. `/api/organizations/`. */
  path: string;
  /** The fields and files; the browser writes the multipart body and its boundary. */
  form: FormData;
  /**
   * Told as the body goes out: bytes sent so far of `total` (the whole body, headers of its parts included).
   * Called with `sent === total` once the last byte is sent, before the server has answered.
   */
  onProgress?: (sent: number, total: number) => void;
  /** Aborts the upload; the call then rejects with `LOMI_ERR_ABORTED`. */
  signal?: AbortSignal;
}

/**
 * Sends a multipart form (files and fields) with the client's base URL, bearer token and 401 handling, and
 * returns the parsed JSON answer, or rejects with {@link ApiError} exactly like the client's JSON calls (the
 * server's status, `message` and `code`, e.g. a 413 for a file over the limit; `LOMI_ERR_NETWORK` when no
 * answer came; `LOMI_ERR_ABORTED` on abort).
 *
 * Through XMLHttpRequest because fetch cannot report upload progress. Never repeated (a POST of files may have
 * been carried out even when its answer was lost) and given no timeout (a large file on a slow line takes
 * what it takes; abort through `signal`).
 */
export function sendForm<T>(client: LomiClient, request: FormRequest): Promise<T> {
  const { baseURL, getAccessToken, onUnauthorized, createXMLHttpRequest } = requesterOf(client).connection;
  const label = `${request.method} ${request.path}`;
  const { signal } = request;
  return new Promise<T>((resolve, reject) => {
    const aborted = () =>
      new ApiError({ status: 0, code: CLIENT_ERROR_CODES.aborted, message: `${label} was aborted.` });
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = createXMLHttpRequest ? createXMLHttpRequest() : new XMLHttpRequest();
    const token = getAccessToken?.() || null;
    const onAbortSignal = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };

    xhr.open(request.method, requestURL(baseURL, request.path, {}));
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (request.onProgress) {
      const report = request.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) report(event.loaded, event.total);
      };
      xhr.upload.onload = (event) => {
        if (event.lengthComputable) report(event.total, event.total);
      };
    }
    xhr.onload = () =>
      settle(() => {
        try {
          if (xhr.status === 401 && token) onUnauthorized?.();
          resolve(answerOf<T>(xhr, label));
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () =>
      settle(() =>
        reject(
          new ApiError({
            status: 0,
            code: CLIENT_ERROR_CODES.network,
            message: `${label} failed: the server could not be reached.`,
          }),
        ),
      );
    xhr.onabort = () => settle(() => reject(aborted()));
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(request.form);
  });
}

/** The parsed JSON of a finished request, or the {@link ApiError} its status and body describe. */
function answerOf<T>(xhr: XMLHttpRequest, label: string): T {
  const contentType = xhr.getResponseHeader('content-type') ?? '';
  const text = xhr.responseText;
  let body: unknown = text === '' ? undefined : text;
  if (contentType.includes('json') && text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiError({
        status: xhr.status,
        code: CLIENT_ERROR_CODES.http,
        message: `The server's answer (HTTP ${xhr.status}) is not valid JSON.`,
        cause,
      });
    }
  }
  if (xhr.status < 200 || xhr.status > 299) {
    throw apiErrorFromResponse(xhr.status, xhr.statusText, body, xhr.getResponseHeader('retry-after'));
  }
  if (!contentType.includes('json')) {
    throw new ApiError({
      status: xhr.status,
      code: CLIENT_ERROR_CODES.http,
      message: `Expected JSON from ${label} but got "${contentType || 'no content type'}"; check the client's baseURL.`,
    });
  }
  return body as T;
}
