import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { campaignFixture } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import { CampaignGrid } from './campaign-grid.tsx';

const WATER = campaignFixture();
const SCHOOL = campaignFixture({ id: 15, title: 'Desks for Hawassa schools' });

/** Organizations of the signed-in user, as `GET /api/organizations/my_organization/` pages them. */
function ownedPage(organizationIds: number[], lastPage = 1) {
  const results = organizationIds.map((id) => ({ ...WATER.organization, id }));
  return { count: results.length, results, lastPage, total: results.length };
}

function savedIdsApi(
  ids: number[],
  getAccessToken: () => string | null = () => null,
  ownedPages: Record<string, number[]> = { '1': [] },
) {
  const posts: string[] = [];
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname === '/api/saved-campaigns/ids/') return { status: 200, body: { ids } };
      if (url.pathname === '/api/organizations/my_organization/') {
        const page = url.searchParams.get('page') ?? '1';
        const lastPage = Object.keys(ownedPages).length;
        return { status: 200, body: ownedPage(ownedPages[page] ?? [], lastPage) };
      }
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

  it("shows 'Your Campaign' on campaigns of the organizations the viewer owns, from one answer per session", async () => {
    const session = signedInSession();
    // WATER belongs to organization 3, SCHOOL to 9; the owner's organizations come in two pages.
    const school = { ...SCHOOL, organization: { ...SCHOOL.organization, id: 9 } };
    const rain = campaignFixture({ id: 16, title: 'Rain tanks for Sekota' });
    const { client } = savedIdsApi([], session.token, { '1': [5], '2': [3] });
    const { rerender } = await renderSite(
      <CampaignGrid campaigns={[WATER, school, rain]} label="Campaigns" />,
      { client, session },
    );
    const badgeOf = (title: string) =>
      within(screen.getByRole('article', { name: title })).queryByText('Your Campaign');
    await waitFor(() => expect(badgeOf(WATER.title)).not.toBeNull());
    expect(badgeOf(rain.title)).not.toBeNull();
    expect(badgeOf(school.title)).toBeNull();

    rerender(<CampaignGrid campaigns={[school, rain, WATER]} label="Campaigns" />);
    const asked = client.requests.filter((url) => url.pathname === '/api/organizations/my_organization/');
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual([null, '2']);
  });

  it("shows no 'Your Campaign' to a signed-in donor who owns no organization, nor to visitors", async () => {
    const session = signedInSession();
    const { client } = savedIdsApi([], session.token);
    await renderSite(<CampaignGrid campaigns={[WATER]} label="Campaigns" />, { client, session });
    await waitFor(() =>
      expect(client.requests.map((url) => url.pathname)).toContain('/api/organizations/my_organization/'),
    );
    await screen.findByRole('button', { name: `Save campaign: ${WATER.title}` });
    expect(screen.queryByText('Your Campaign')).toBeNull();
  });

  it('links each card where `hrefOf` says', async () => {
    await renderSite(
      <CampaignGrid campaigns={[WATER]} label="Mine" hrefOf={(campaign) => `/my-campaign/${campaign.id}`} />,
    );
    expect(screen.getByRole('link', { name: WATER.title }).getAttribute('href')).toBe('/my-campaign/12');
  });
});
