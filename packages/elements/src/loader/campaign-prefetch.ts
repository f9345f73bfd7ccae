/**
 * The campaign request the loader starts beside an element's code, and the element's client taking it.
 *
 * Without it a campaign card waits for its code, then its catalogs, then asks for its campaign: one more
 * round trip (about 0.6 s on a slow phone) after everything else. The loader (`lomi.js`) sends the very
 * request the element's client will send — the same URL (`joinURL(api-base or the loader's origin,
 * /api/campaigns/{id})`), the same `accept: application/json` header, the default credentials — and leaves
 * the pending response in a page-wide registry; the element's client (`embed-client.ts`) takes it instead
 * of fetching again. Anything that does not match (another id, another base, a later retry) simply fetches.
 * When the answer is in before the element's code (the usual case: it is small), the loader has parsed it
 * too, and the element shows it in its first render (`takePrefetchedCampaign`).
 */
import { joinURL } from '../../../core/src/api-client/join-url.ts';
import { parsePositiveId } from '../../../core/src/id/positive-id.ts';

/** One prefetched answer: its response, how many elements will take it, and when it was asked for. */
interface Prefetched {
  response: Promise<Response>;
  takers: number;
  at: number;
  /** The campaign, parsed, once a successful JSON answer is here (see `takePrefetchedCampaign`). */
  campaign?: unknown;
}

interface Registry {
  byURL: Map<string, Prefetched>;
  /** Elements already counted, so a page that pastes the snippet twice does not count them twice. */
  seen: WeakSet<Element>;
}

/**
 * Older prefetched answers are dropped rather than shown: an element removed before its code came leaves
 * its answer behind, and an element added much later should see today's totals.
 */
export const PREFETCH_MAX_AGE_MS = 30_000;

/** The header the client's GETs carry (`json-requester.ts`); a CORS-safelisted one, so no preflight. */
const headers = { accept: 'application/json' };

// Symbol.for: one registry per page, shared by the loader script and the element chunks (and by two copies
// of the loader), without a global name a host page could clash with.
const registryKey = Symbol.for('lomi.campaign-prefetch');

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (holder[registryKey] ??= { byURL: new Map(), seen: new WeakSet() });
}

/** The address the element's client asks for campaign `id` on `apiBase` (`lomi-client.ts`'s `campaigns.get`). */
export function campaignURL(apiBase: string, id: number): string {
  return joinURL(apiBase, `/api/campaigns/${encodeURIComponent(id)}`);
}

/**
 * Called by the loader for an element whose code is not there yet: starts its campaign request when it has a
 * valid `campaign-id`, or counts it as one more taker of the same request already on its way.
 */
export function prefetchCampaign(element: Element, loaderOrigin: string): void {
  const { byURL, seen } = registry();
  // The element's own rule (`parseCampaignId`): an id it would refuse is not asked for.
  const id = parsePositiveId(element.getAttribute('campaign-id')?.trim());
  if (id === undefined || seen.has(element)) return;
  seen.add(element);
  const url = campaignURL(element.getAttribute('api-base') || loaderOrigin, id);
  const pending = byURL.get(url);
  if (pending && performance.now() - pending.at < PREFETCH_MAX_AGE_MS) {
    pending.takers++;
    return;
  }
  const response = fetch(url, { headers });
  const prefetched: Prefetched = { response, takers: 1, at: performance.now() };
  byURL.set(url, prefetched);
  // Parsed while the element's code is still on its way, so the element can show it in its first render.
  // Only a successful JSON answer: anything else (and a failure, which the client retries) is the taker's to
  // read and report through the client, as if it had fetched it itself.
  response
    .then((answer) =>
      answer.ok && answer.headers.get('content-type')?.includes('json') ? answer.clone().json() : undefined,
    )
    .then((campaign: unknown) => {
      prefetched.campaign = campaign ?? undefined;
    })
    .catch(() => {});
}

/**
 * The campaign prefetched for `url`, parsed, if its answer is already here and fresh: taken like a fetch
 * (once per element counted; a later call fetches). Undefined when it is not here (yet), which leaves the
 * caller to fetch as usual.
 */
export function takePrefetchedCampaign(url: string): unknown {
  const { byURL } = registry();
  const pending = byURL.get(url);
  if (pending?.campaign === undefined || performance.now() - pending.at >= PREFETCH_MAX_AGE_MS)
    return undefined;
  if (--pending.takers < 1) byURL.delete(url);
  return pending.campaign;
}

/**
 * The `fetch` of the elements' client: a GET of a prefetched address answers with (a copy of) the
 * prefetched response, once per element counted; everything else goes to the network. The caller's signal
 * still aborts the wait.
 */
export const prefetchingFetch: typeof fetch = (input, init) => {
  const { byURL } = registry();
  const url = String(input);
  const pending = (init?.method ?? 'GET') === 'GET' ? byURL.get(url) : undefined;
  if (!pending) return fetch(input, init);
  if (--pending.takers < 1) byURL.delete(url);
  if (performance.now() - pending.at >= PREFETCH_MAX_AGE_MS) return fetch(input, init);
  const signal = init?.signal;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    // Each taker reads its own copy; the first answer stays unread, so every clone of it can still be made.
    pending.response.then((response) => resolve(response.clone()), reject);
  });
};
