import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignFixture } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import { FeaturedCampaigns } from './featured-campaigns.tsx';

describe('FeaturedCampaigns', { timeout: 20_000 }, () => {
  it('shows the campaigns of GET /api/campaigns/featured in the carousel', async () => {
    const client = fakeApiClient((url) =>
      url.pathname === '/api/campaigns/featured'
        ? {
            status: 200,
            body: [campaignFixture({ id: 7, title: 'Flood relief in Afar' }), campaignFixture({ id: 8 })],
          }
        : { status: 404, body: { message: 'Not found' } },
    );
    await renderSite(<FeaturedCampaigns />, { client });
    const region = await screen.findByRole('region', { name: 'Featured campaigns' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Flood relief in Afar');
    expect(client.requests.map((url) => url.pathname)).toEqual(['/api/campaigns/featured']);
  });

  it("says 'No featured campaigns' when the list is empty", async () => {
    const client = fakeApiClient(() => ({ status: 200, body: [] }));
    await renderSite(<FeaturedCampaigns />, { client });
    expect(await screen.findByText('No featured campaigns')).toBeTruthy();
  });

  it('offers to try again when the list cannot be read, and shows it once it can', async () => {
    let fail = true;
    const client = fakeApiClient(() =>
      fail
        ? { status: 500, body: { message: 'Internal error' } }
        : { status: 200, body: [campaignFixture({ title: 'Back again' })] },
    );
    await renderSite(<FeaturedCampaigns />, { client });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('Back again');
  });
});
