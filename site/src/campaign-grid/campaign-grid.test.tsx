import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { campaignFixture } from '@lomi/react/testing';
import { fakeApiClient } from '../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../testing/render-site.tsx';
import { CampaignGrid } from './campaign-grid.tsx';

const WATER = campaignFixture();
const SCHOOL = campaignFixture({ id: 15, title: 'Desks for Hawassa schools' });

function savedIdsApi(ids: number[], getAccessToken: () => string | null = () => null) {
  const posts: string[] = [];
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname === '/api/saved-campaigns/ids/') return { status: 200, body: { ids } };
      if (url.pathname === '/api/saved-campaigns/save/' && request.method === 'POST') {
        const { campaign_id: id } = request.body as { campaign_id: number };
        posts.push(`save ${id} with ${request.authorization}`);
        return { status: 200, body: { campaign_id: id, saved: true } };
      }
      return { status: 500, body: { message: 'Unexpected', code: 'LOMI_ERR_INTERNAL' } };
    },
    { getAccessToken },
  );
  return { client, posts };
}

describe('CampaignGrid', () => {
  it('has no save toggles for visitors, and asks for no saved ids', async () => {
    const { client } = savedIdsApi([]);
    await renderSite(<CampaignGrid campaigns={[WATER, SCHOOL]} label="Campaigns" />, { client });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Save campaign/ })).toBeNull();
    expect(client.requests).toEqual([]);
  });

  it('gives a signed-in user a toggle per card, pressed for saved ones; pressing saves and reports it', async () => {
    const user = userEvent.setup();
    const session = signedInSession();
    const { posts, client } = savedIdsApi([15], session.token);
    const onSavedChange = vi.fn();
    await renderSite(
      <CampaignGrid campaigns={[WATER, SCHOOL]} label="Campaigns" onSavedChange={onSavedChange} />,
      { client, session },
    );
    const school = screen.getByRole('button', { name: `Save campaign: ${SCHOOL.title}` });
    const water = screen.getByRole('button', { name: `Save campaign: ${WATER.title}` });
    await waitFor(() => expect(school.getAttribute('aria-pressed')).toBe('true'));
    expect(water.getAttribute('aria-pressed')).toBe('false');

    await user.click(water);
    expect(water.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(onSavedChange).toHaveBeenCalledWith(12, true));
    expect(posts).toEqual(['save 12 with Bearer test-token']);
  });

  it('links each card where `hrefOf` says', async () => {
    await renderSite(
      <CampaignGrid campaigns={[WATER]} label="Mine" hrefOf={(campaign) => `/my-campaign/${campaign.id}`} />,
    );
    expect(screen.getByRole('link', { name: WATER.title }).getAttribute('href')).toBe('/my-campaign/12');
  });
});
