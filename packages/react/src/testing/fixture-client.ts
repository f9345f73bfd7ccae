import { createLomiClient, type LomiClient } from '@lomi/core';

export type FixtureRoute = (
  url: URL,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * A real `LomiClient` whose `fetch` answers from `route` instead of the network, so components go through
 * the same request, error and abort paths as in production. Records every requested URL in `requests`
 * and every request's abort signal in `signals`.
 */
export function fixtureClient(route: FixtureRoute): LomiClient & { requests: URL[]; signals: AbortSignal[] } {
  const requests: URL[] = [];
  const signals: AbortSignal[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal) signals.push(signal);
    signal?.throwIfAborted();
    const { status, body } = await route(url);
    signal?.throwIfAborted();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createLomiClient({ baseURL: 'https://lomi.test', fetch, retries: 0 });
  return Object.assign(client, { requests, signals });
}
