import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, isPositiveId, loadMessages, type LomiClient } from '@lomi/core';
import { campaignFixture } from '../testing/campaign-fixture.ts';
import { fixtureClient } from '../testing/fixture-client.ts';
import { LomiProvider } from './lomi-provider.tsx';
import { useCampaign } from './use-campaign.ts';

async function providerFor(client: LomiClient) {
  const messages = await loadMessages('en');
  return ({ children }: { children: ReactNode }) => (
    <LomiProvider client={client} locale="en" messages={messages}>
      {children}
    </LomiProvider>
  );
}

describe('useCampaign', () => {
  it('goes from loading to ready with the campaign', async () => {
    const client = fixtureClient(() => ({ status: 200, body: campaignFixture() }));
    const { result } = renderHook(() => useCampaign(12), { wrapper: await providerFor(client) });

    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.campaign?.title).toBe('Clean water for Lalibela schools');
    expect(result.current.error).toBeUndefined();
  });

  it('goes from loading to error with the ApiError', async () => {
    const client = fixtureClient(() => ({
      status: 404,
      body: { message: 'No such campaign', code: 'LOMI_ERR_NOT_FOUND' },
    }));
    const { result } = renderHook(() => useCampaign(5), { wrapper: await providerFor(client) });

    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 404, message: 'No such campaign' });
    expect(result.current.campaign).toBeUndefined();
  });

  it('ignores a late answer for the previous id', async () => {
    const answers = new Map<string, (value: { status: number; body: unknown }) => void>();
    const client = fixtureClient((url) => new Promise((resolve) => answers.set(url.pathname, resolve)));
    const { result, rerender } = renderHook(({ id }) => useCampaign(id), {
      wrapper: await providerFor(client),
      initialProps: { id: 1 },
    });
    await waitFor(() => expect(answers.has('/api/campaigns/1')).toBe(true));

    rerender({ id: 2 });
    await waitFor(() => expect(answers.has('/api/campaigns/2')).toBe(true));
    answers.get('/api/campaigns/2')?.({ status: 200, body: campaignFixture({ id: 2, title: 'Second' }) });
    answers.get('/api/campaigns/1')?.({ status: 200, body: campaignFixture({ id: 1, title: 'First' }) });

    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.campaign?.title).toBe('Second');
    expect(client.signals[0]?.aborted).toBe(true);
  });

  it.each([0, -1, 1.5, 2_147_483_648, Number.NaN])(
    'answers %s, no id by the core rule (isPositiveId), with an error and no request',
    async (id) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const client = fixtureClient(() => ({ status: 200, body: campaignFixture() }));
      const { result } = renderHook(() => useCampaign(id), { wrapper: await providerFor(client) });

      expect(isPositiveId(id)).toBe(false);
      expect(result.current.state).toBe('error');
      expect(result.current.error?.code).toBe('LOMI_ERR_INVALID_CAMPAIGN_ID');
      expect(client.requests).toHaveLength(0);
      warn.mockRestore();
    },
  );

  it('shows a campaign the client already holds in its first render, without a request', async () => {
    const client = fixtureClient(() => ({ status: 200, body: campaignFixture({ title: 'Fetched' }) }));
    const prefetched = vi.fn((id: number) =>
      id === 12 ? campaignFixture({ id, title: 'Held' }) : undefined,
    );
    const holding = { ...client, campaigns: { ...client.campaigns, prefetched } };
    const { result, rerender } = renderHook(({ id }) => useCampaign(id), {
      wrapper: await providerFor(holding),
      initialProps: { id: 12 },
    });

    expect(result.current).toMatchObject({ state: 'ready', campaign: { title: 'Held' } });
    expect(prefetched).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.requests).toHaveLength(0);

    // A retry, or another id, asks the server.
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.campaign?.title).toBe('Fetched'));
    rerender({ id: 13 });
    await waitFor(() => expect(client.requests).toHaveLength(2));
    expect(client.requests[1]?.pathname).toBe('/api/campaigns/13');
  });

  it('asks for the largest id the rule allows', async () => {
    const client = fixtureClient(() => ({ status: 200, body: campaignFixture() }));
    const { result } = renderHook(() => useCampaign(2_147_483_647), { wrapper: await providerFor(client) });

    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(client.requests).toHaveLength(1);
  });
});
