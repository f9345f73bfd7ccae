import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApiClient, type FakeRoute } from '../testing/fake-api-client.ts';
import { anonymousSession, renderSite, signedInSession } from '../testing/render-site.tsx';
import { useSavedCampaigns } from './use-saved-campaigns.ts';

function Toggle({ id }: { id: number }) {
  const { ids, toggle } = useSavedCampaigns();
  return (
    <button type="button" aria-pressed={ids.has(id)} onClick={() => void toggle(id).catch(() => {})}>
      {`campaign ${id}`}
    </button>
  );
}

describe('useSavedCampaigns', () => {
  it('fetches the ids once when signed in, shared by every toggle', async () => {
    const client = fakeApiClient(() => ({ status: 200, body: { ids: [3] } }));
    await renderSite(
      <>
        <Toggle id={3} />
        <Toggle id={4} />
      </>,
      { client, session: signedInSession() },
    );
    await screen.findByRole('button', { name: 'campaign 3', pressed: true });
    expect(screen.getByRole('button', { name: 'campaign 4' }).getAttribute('aria-pressed')).toBe('false');
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/saved-campaigns/ids/']);
  });

  it('asks nothing while anonymous', async () => {
    const client = fakeApiClient(() => ({ status: 200, body: { ids: [3] } }));
    await renderSite(<Toggle id={3} />, { client, session: anonymousSession() });
    expect(client.requests).toHaveLength(0);
  });

  it('saves and unsaves at once, and goes back when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse = false;
    const posted: unknown[] = [];
    const route: FakeRoute = (url, request) => {
      if (request.method === 'POST') {
        posted.push([url.pathname, request.body]);
        return refuse
          ? { status: 404, body: { message: 'Campaign 4 not found' } }
          : { status: 200, body: {} };
      }
      return { status: 200, body: { ids: [] } };
    };
    await renderSite(<Toggle id={4} />, { client: fakeApiClient(route), session: signedInSession() });
    const button = await screen.findByRole('button', { name: 'campaign 4' });
    await act(async () => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(async () => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    refuse = true;
    await act(async () => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(posted).toEqual([
      ['/api/saved-campaigns/save/', { campaign_id: 4 }],
      ['/api/saved-campaigns/unsave/', { campaign_id: 4 }],
      ['/api/saved-campaigns/save/', { campaign_id: 4 }],
    ]);
  });

  it('forgets the ids when the user signs out', async () => {
    const session = signedInSession();
    const client = fakeApiClient(() => ({ status: 200, body: { ids: [3] } }));
    await renderSite(<Toggle id={3} />, { client, session });
    await screen.findByRole('button', { name: 'campaign 3', pressed: true });
    act(() => session.signOut());
    expect(screen.getByRole('button', { name: 'campaign 3' }).getAttribute('aria-pressed')).toBe('false');
  });
});
