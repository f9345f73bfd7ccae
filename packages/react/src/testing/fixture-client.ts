import { createLomiClient, type LomiClient } from '@lomi/core';

/** One request as the fixture client saw it. */
export interface FixtureRequest {
  method: string;
  url: URL;
  /** Parsed JSON body of a POST, else undefined. */
  body: unknown;
  /** The `Idempotency-Key` header, or null. */
  idempotencyKey: string | null;
}

/** A fixture answer; `headers` are added to the JSON content type (e.g. a 429's `retry-after`). */
export interface FixtureAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type FixtureRoute = (url: URL, request: FixtureRequest) => FixtureAnswer | Promise<FixtureAnswer>;

/**
 * A real `LomiClient` whose `fetch` answers from `route` instead of the network, so components go through
 * the same request, error and abort paths as in production. Records every requested URL in `requests`,
 * every request (method, body, idempotency key) in `calls`, and every request's abort signal in `signals`.
 */
export function fixtureClient(
  route: FixtureRoute,
): LomiClient & { requests: URL[]; calls: FixtureRequest[]; signals: AbortSignal[] } {
  const requests: URL[] = [];
  const calls: FixtureRequest[] = [];
  const signals: AbortSignal[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: FixtureRequest = {
      method,
      url,
      body: text === undefined ? undefined : JSON.parse(text),
      idempotencyKey: headers.get('idempotency-key'),
    };
    calls.push(call);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal) signals.push(signal);
    signal?.throwIfAborted();
    const { status, body, headers: extra } = await route(url, call);
    signal?.throwIfAborted();
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...extra },
    });
  };
  const client = createLomiClient({ baseURL: 'https://lomi.test', fetch, retries: 0 });
  return Object.assign(client, { requests, calls, signals });
}
