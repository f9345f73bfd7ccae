import { createLomiClient, type LomiClient, type LomiClientOptions } from '@lomi/core';

/** What a fake route may look at besides the URL. */
export interface FakeRequest {
  method: string;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** The `Authorization` header, if any. */
  authorization: string | null;
}

/** Answers one request of the fake API: a status and a JSON body. */
export type FakeRoute = (url: URL, request: FakeRequest) => { status: number; body: unknown };

/**
 * A real `LomiClient` whose `fetch` answers from `route`, so the site goes through the same request and error
 * paths as in production without a server. Every requested URL is recorded in `requests`.
 */
export function fakeApiClient(
  route: FakeRoute,
  options: Pick<LomiClientOptions, 'getAccessToken' | 'onUnauthorized'> = {},
): LomiClient & { requests: URL[] } {
  const requests: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    init?.signal?.throwIfAborted();
    const headers = new Headers(init?.headers);
    const { status, body } = route(url, {
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('authorization'),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return Object.assign(createLomiClient({ baseURL: 'https://lomi.test', fetch, retries: 0, ...options }), {
    requests,
  });
}
