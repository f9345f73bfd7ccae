import { createLomiClient, type LomiClient } from '@lomi/core';

/** Answers one request of the fake API: a status and a JSON body. */
export type FakeRoute = (url: URL) => { status: number; body: unknown };

/**
 * A real `LomiClient` whose `fetch` answers from `route`, so the site goes through the same request and error
 * paths as in production without a server. Every requested URL is recorded in `requests`.
 */
export function fakeApiClient(route: FakeRoute): LomiClient & { requests: URL[] } {
  const requests: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    init?.signal?.throwIfAborted();
    const { status, body } = route(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return Object.assign(createLomiClient({ baseURL: 'https://lomi.test', fetch, retries: 0 }), { requests });
}
