import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLomiClient } from '@lomi/core';
import {
  campaignURL,
  PREFETCH_MAX_AGE_MS,
  prefetchCampaign,
  prefetchingFetch,
  takePrefetchedCampaign,
} from './campaign-prefetch.ts';

const origin = 'https://lomi.example';
const network = vi.fn<typeof fetch>();

function element(attributes: Record<string, string>, tag = 'lomi-campaign-card'): Element {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

const campaign = (id: number) =>
  new Response(JSON.stringify({ id, title: `Campaign ${id}` }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('lomi.campaign-prefetch')];
  network.mockReset();
  network.mockImplementation(async (input) => campaign(Number(String(input).split('/').pop())));
  vi.stubGlobal('fetch', network);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('campaign prefetch', () => {
  it('sends the request the client sends, once, and the client takes it instead of fetching', async () => {
    prefetchCampaign(element({ 'campaign-id': ' 12 ' }), origin);
    expect(network).toHaveBeenCalledTimes(1);
    const [url, init] = network.mock.calls[0]!;
    expect(url).toBe(`${origin}/api/campaigns/12`);
    expect(init).toEqual({ headers: { accept: 'application/json' } });

    const client = createLomiClient({ baseURL: origin, fetch: prefetchingFetch });
    await expect(client.campaigns.get(12)).resolves.toMatchObject({ id: 12 });
    expect(network).toHaveBeenCalledTimes(1);
    // A second call (Try again, a later element) asks the network.
    await expect(client.campaigns.get(12)).resolves.toMatchObject({ id: 12 });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('uses api-base as the client does, and shares one request between elements of one campaign', async () => {
    prefetchCampaign(element({ 'campaign-id': '7', 'api-base': 'https://api.example/' }), origin);
    prefetchCampaign(
      element({ 'campaign-id': '7', 'api-base': 'https://api.example/' }, 'lomi-progress-meter'),
      origin,
    );
    expect(network).toHaveBeenCalledTimes(1);
    expect(network.mock.calls[0]![0]).toBe(campaignURL('https://api.example/', 7));

    const client = createLomiClient({ baseURL: 'https://api.example/', fetch: prefetchingFetch });
    const answers = await Promise.all([client.campaigns.get(7), client.campaigns.get(7)]);
    expect(answers).toEqual([expect.objectContaining({ id: 7 }), expect.objectContaining({ id: 7 })]);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('counts an element once when the loader runs twice', async () => {
    const card = element({ 'campaign-id': '3' });
    prefetchCampaign(card, origin);
    prefetchCampaign(card, origin);
    const client = createLomiClient({ baseURL: origin, fetch: prefetchingFetch });
    await client.campaigns.get(3);
    await client.campaigns.get(3);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for an id the element refuses', () => {
    for (const id of ['', 'abc', '0', '-1', '1.5', '99999999999'])
      prefetchCampaign(element({ 'campaign-id': id }), origin);
    prefetchCampaign(element({}), origin);
    expect(network).not.toHaveBeenCalled();
  });

  it('fetches for itself what was not prefetched, another method, or an answer too old', async () => {
    prefetchCampaign(element({ 'campaign-id': '5' }), origin);
    await prefetchingFetch(`${origin}/api/campaigns/6`, { method: 'GET' });
    await prefetchingFetch(`${origin}/api/campaigns/5`, { method: 'POST' });
    expect(network).toHaveBeenCalledTimes(3);

    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + PREFETCH_MAX_AGE_MS);
    await prefetchingFetch(`${origin}/api/campaigns/5`, { method: 'GET' });
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('hands a failed prefetch to the client, which retries on the network', async () => {
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    prefetchCampaign(element({ 'campaign-id': '9' }), origin);
    const client = createLomiClient({ baseURL: origin, fetch: prefetchingFetch, retryDelayMs: 1 });
    await expect(client.campaigns.get(9)).resolves.toMatchObject({ id: 9 });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('hands an error answer to the client as its own', async () => {
    network.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    prefetchCampaign(element({ 'campaign-id': '404' }), origin);
    const client = createLomiClient({ baseURL: origin, fetch: prefetchingFetch });
    await expect(client.campaigns.get(404)).rejects.toMatchObject({ status: 404 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('parses a successful answer, handed once per element counted instead of a fetch', async () => {
    const url = campaignURL(origin, 21);
    expect(takePrefetchedCampaign(url)).toBeUndefined();
    prefetchCampaign(element({ 'campaign-id': '21' }), origin);
    prefetchCampaign(element({ 'campaign-id': '21' }, 'lomi-progress-meter'), origin);
    // Not in yet: the caller fetches as usual (and takes the pending answer).
    expect(takePrefetchedCampaign(url)).toBeUndefined();

    await vi.waitFor(() => expect(takePrefetchedCampaign(url)).toMatchObject({ id: 21 }));
    expect(takePrefetchedCampaign(url)).toMatchObject({ id: 21 });
    expect(takePrefetchedCampaign(url)).toBeUndefined();
    const client = createLomiClient({ baseURL: origin, fetch: prefetchingFetch });
    await client.campaigns.get(21);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('leaves an error answer, or one that is not JSON, to the client', async () => {
    network.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    network.mockResolvedValueOnce(new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    prefetchCampaign(element({ 'campaign-id': '404' }), origin);
    prefetchCampaign(element({ 'campaign-id': '7' }), origin);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(takePrefetchedCampaign(campaignURL(origin, 404))).toBeUndefined();
    expect(takePrefetchedCampaign(campaignURL(origin, 7))).toBeUndefined();
    const client = createLomiClient({ baseURL: origin, fetch: prefetchingFetch });
    await expect(client.campaigns.get(404)).rejects.toMatchObject({ status: 404 });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('hands no parsed campaign once it is too old', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    prefetchCampaign(element({ 'campaign-id': '8' }), origin);
    prefetchCampaign(element({ 'campaign-id': '8' }, 'lomi-progress-meter'), origin);
    const url = campaignURL(origin, 8);
    now.mockReturnValue(1000 + PREFETCH_MAX_AGE_MS - 1);
    await vi.waitFor(() => expect(takePrefetchedCampaign(url)).toMatchObject({ id: 8 }));
    // The second element's share, a moment later.
    now.mockReturnValue(1000 + PREFETCH_MAX_AGE_MS);
    expect(takePrefetchedCampaign(url)).toBeUndefined();
  });

  it('stops waiting when the caller aborts', async () => {
    network.mockImplementationOnce(() => new Promise(() => {}));
    prefetchCampaign(element({ 'campaign-id': '11' }), origin);
    const client = createLomiClient({ baseURL: origin, fetch: prefetchingFetch });
    const controller = new AbortController();
    const pending = client.campaigns.get(11, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'LOMI_ERR_ABORTED' });
  });
});
