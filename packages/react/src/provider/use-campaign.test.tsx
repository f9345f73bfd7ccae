import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError, loadMessages, type LomiClient } from '@lomi/core';
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
});
