import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLomiClient, loadMessages, type LomiMessages, type MyCampaign } from '@lomi/core';
import { LomiProvider } from '@lomi/react';
import { campaignFixture } from '@lomi/react/testing';
import { usePolledCampaign } from './use-polled-campaign.ts';

const POLL_MS = 2000;

/** One request the hook sent, held until the test answers it. */
interface HeldRequest {
  url: URL;
  aborted: () => boolean;
  answer: (status: number, body: unknown) => void;
  /** No answer at all, as when the network is down. */
  fail: () => void;
}

/** A real client whose requests wait for the test to answer them, so their timing is the test's to choose. */
function heldServer() {
  const requests: HeldRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      requests.push({
        url: new URL(String(input)),
        aborted: () => signal?.aborted ?? false,
        answer: (status, body) =>
          resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
          ),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
    });
  const client = createLomiClient({
    baseURL: 'https://lomi.test',
    fetch,
    // Polls must not retry on their own: a client default of 2 would show up as extra requests here.
    retries: 2,
    getAccessToken: () => 'test-token',
  });
  return { client, requests, last: () => requests[requests.length - 1]! };
}

function myCampaign(overrides: Partial<MyCampaign> = {}): MyCampaign {
  return { ...campaignFixture(), review_note: null, donations: [], ...overrides };
}

let messages: LomiMessages;
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

async function settle(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderPolled(server: ReturnType<typeof heldServer>, campaignId = 12) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LomiProvider client={server.client} locale="en" messages={messages}>
      {children}
    </LomiProvider>
  );
  return renderHook(({ id }) => usePolledCampaign(id, POLL_MS), {
    wrapper,
    initialProps: { id: campaignId },
  });
}

beforeEach(async () => {
  messages = await loadMessages('en');
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePolledCampaign', () => {
  it('reads the own campaign at once, then again 2 s after each answer, never two at a time', async () => {
    const server = heldServer();
    const { result } = renderPolled(server);
    expect(result.current.status).toBe('loading');
    expect(server.requests).toHaveLength(1);
    expect(server.last().url.pathname).toBe('/api/campaigns/mine/12');

    server.last().answer(200, myCampaign({ collected_amount: 100 }));
    await settle();
    expect(result.current).toMatchObject({ status: 'live', campaign: { collected_amount: 100 } });
    expect(result.current.status === 'live' && result.current.updatedAt).toBe(Date.now());

    await settle(POLL_MS - 1);
    expect(server.requests).toHaveLength(1);
    await settle(1);
    expect(server.requests).toHaveLength(2);

    // A slow answer: nothing else is asked while it is out, however long it takes.
    await settle(POLL_MS * 3);
    expect(server.requests).toHaveLength(2);
    server.last().answer(200, myCampaign({ collected_amount: 250 }));
    await settle();
    expect(result.current).toMatchObject({ status: 'live', campaign: { collected_amount: 250 } });
    await settle(POLL_MS);
    expect(server.requests).toHaveLength(3);
  });

  it('keeps the same campaign object while the answers do not change', async () => {
    const server = heldServer();
    const { result } = renderPolled(server);
    server.last().answer(200, myCampaign());
    await settle();
    const first = result.current.status === 'live' ? result.current.campaign : undefined;
    const firstUpdate = result.current.status === 'live' ? result.current.updatedAt : 0;

    await settle(POLL_MS);
    server.last().answer(200, myCampaign());
    await settle();
    expect(result.current.status === 'live' && result.current.campaign).toBe(first);
    expect(result.current.status === 'live' && result.current.updatedAt).toBe(firstUpdate + POLL_MS);

    await settle(POLL_MS);
    server.last().answer(200, myCampaign({ donation_count: 88 }));
    await settle();
    expect(result.current.status === 'live' && result.current.campaign).not.toBe(first);
  });

  it('keeps the last answer through failed polls, says it is reconnecting, and recovers', async () => {
    const server = heldServer();
    const { result } = renderPolled(server);
    server.last().answer(200, myCampaign({ collected_amount: 100 }));
    await settle();
    const updatedAt = result.current.status === 'live' ? result.current.updatedAt : 0;

    await settle(POLL_MS);
    server.last().fail();
    await settle();
    // One request per poll: the poll is not retried, the next one is 2 s later.
    expect(server.requests).toHaveLength(2);
    expect(result.current).toMatchObject({
      status: 'reconnecting',
      campaign: { collected_amount: 100 },
      updatedAt,
    });

    await settle(POLL_MS);
    expect(server.requests).toHaveLength(3);
    server.last().answer(503, { message: 'Down for maintenance', code: 'LOMI_ERR_UNAVAILABLE' });
    await settle();
    expect(result.current.status).toBe('reconnecting');

    await settle(POLL_MS);
    server.last().answer(200, myCampaign({ collected_amount: 400 }));
    await settle();
    expect(result.current).toMatchObject({ status: 'live', campaign: { collected_amount: 400 } });
  });

  it('reports a first read that fails, keeps polling, and retry() asks again at once', async () => {
    const server = heldServer();
    const { result } = renderPolled(server);
    server.last().fail();
    await settle();
    expect(result.current.status).toBe('failed');

    await settle(POLL_MS);
    expect(server.requests).toHaveLength(2);
    server.last().fail();
    await settle();
    expect(result.current.status).toBe('failed');

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(server.requests).toHaveLength(3);
    // A second press while that read is out asks nothing more.
    act(() => result.current.retry());
    expect(server.requests).toHaveLength(3);
    server.last().answer(200, myCampaign());
    await settle();
    expect(result.current.status).toBe('live');
  });

  it('stops at a 404 (another organization’s campaign, or none) and says not found', async () => {
    const server = heldServer();
    const { result } = renderPolled(server);
    server.last().answer(200, myCampaign());
    await settle();
    await settle(POLL_MS);
    server.last().answer(404, { message: 'Campaign 12 was not found.', code: 'LOMI_ERR_NOT_FOUND' });
    await settle();
    expect(result.current.status).toBe('not-found');

    await settle(POLL_MS * 5);
    setVisibility('hidden');
    setVisibility('visible');
    act(() => result.current.retry());
    expect(server.requests).toHaveLength(2);
  });

  it('pauses while the tab is hidden and asks at once when it is shown again', async () => {
    const server = heldServer();
    const { result } = renderPolled(server);
    server.last().answer(200, myCampaign());
    await settle();

    setVisibility('hidden');
    await settle(POLL_MS * 10);
    expect(server.requests).toHaveLength(1);

    setVisibility('visible');
    expect(server.requests).toHaveLength(2);
    server.last().answer(200, myCampaign({ collected_amount: 999 }));
    await settle();
    expect(result.current).toMatchObject({ status: 'live', campaign: { collected_amount: 999 } });
    await settle(POLL_MS);
    expect(server.requests).toHaveLength(3);
  });

  it('lets a read that is out when the tab is hidden finish, then schedules nothing until it is shown', async () => {
    const server = heldServer();
    const { result } = renderPolled(server);
    setVisibility('hidden');
    server.last().answer(200, myCampaign());
    await settle();
    expect(result.current.status).toBe('live');
    await settle(POLL_MS * 10);
    expect(server.requests).toHaveLength(1);

    // Shown while a read is still out (hidden and shown again at once): no second one beside it.
    setVisibility('visible');
    expect(server.requests).toHaveLength(2);
    setVisibility('hidden');
    setVisibility('visible');
    expect(server.requests).toHaveLength(2);
  });

  it('stops on unmount and aborts the read in flight', async () => {
    const server = heldServer();
    const { unmount } = renderPolled(server);
    server.last().answer(200, myCampaign());
    await settle();
    await settle(POLL_MS);
    const inFlight = server.last();
    expect(server.requests).toHaveLength(2);

    unmount();
    expect(inFlight.aborted()).toBe(true);
    await settle(POLL_MS * 10);
    setVisibility('hidden');
    setVisibility('visible');
    expect(server.requests).toHaveLength(2);
  });

  it('starts over for another campaign id, never showing the previous one', async () => {
    const server = heldServer();
    const { result, rerender } = renderPolled(server);
    server.last().answer(200, myCampaign());
    await settle();
    await settle(POLL_MS);
    const previousPoll = server.last();

    rerender({ id: 21 });
    expect(result.current.status).toBe('loading');
    expect(previousPoll.aborted()).toBe(true);
    expect(server.last().url.pathname).toBe('/api/campaigns/mine/21');
    server.last().answer(200, myCampaign({ id: 21, title: 'Maternity ward beds' }));
    await settle();
    expect(result.current).toMatchObject({ status: 'live', campaign: { id: 21 } });
  });
});
