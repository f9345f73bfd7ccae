import { ProviderUnavailableError } from '../../payment-provider.ts';

/** The `fetch` an adapter calls; tests and the server may pass their own. */
export type FetchLike = typeof fetch;

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** Serialised as JSON when present. */
  body?: unknown;
  timeoutMs: number;
  fetch: FetchLike;
  signal?: AbortSignal;
}

/** A provider answer that is usable: 2xx or 4xx with whatever JSON (or `null` when not JSON) it carried. */
export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * Sends one request to a payment provider and never retries: a POST that timed out may have been charged, so
 * only the caller's verify/reconciliation may decide. Everything whose outcome is unknown — network errors, the
 * timeout, a 5xx, a 2xx that is not JSON — becomes {@link ProviderUnavailableError}; 4xx answers are returned
 * for the adapter to word as a rejection.
 */
export async function fetchJson(request: JsonRequest): Promise<JsonResponse> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await request.fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    text = await response.text();
  } catch (error) {
    const reason = timeout.aborted ? `timed out after ${request.timeoutMs} ms` : 'could not be reached';
    throw new ProviderUnavailableError(`The payment provider ${reason}`, { cause: error });
  }
  const { status } = response;
  if (status < 200 || (status >= 300 && status < 400) || status >= 500) {
    throw new ProviderUnavailableError(`The payment provider answered ${status}`);
  }
  const body = parseJson(text);
  if (status < 300 && body === undefined) {
    throw new ProviderUnavailableError('The payment provider sent an answer that is not JSON');
  }
  return { status, body: body ?? null };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
