import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '@lomi/core';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import SavedRoute from './saved-page.tsx';

/** A fake API holding a set of saved campaigns, saved and unsaved through the real endpoints. */
function savedApi(campaigns: Campaign[]) {
  let saved = campaigns.map((campaign) => campaign.id);
  const calls: string[] = [];
  const client = fakeApiClient((url, request) => {
    const body = request.body as { campaign_id: number } | undefined;
    if (url.pathname === '/api/saved-campaigns') {
      calls.push(`GET list page ${url.searchParams.get('page') ?? 1}`);
      const results = saved.map((id) => ({
        campaign: campaigns.find((campaign) => campaign.id === id)!,
        created: '2026-11-20T10:00:00.000Z',
      }));
      const count = results.length;
      return { status: 200, body: { count, results, lastPage: 1, total: count } };
    }
    if (url.pathname === '/api/saved-campaigns/ids/') return { status: 200, body: { ids: saved } };
    if (url.pathname === '/api/saved-campaigns/unsave/') {
      calls.push(`unsave ${body!.campaign_id}`);
      saved = saved.filter((id) => id !== body!.campaign_id);
      return { status: 200, body: { campaign_id: body!.campaign_id, saved: false } };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  });
  return { client, calls };
}

const WATER = campaignFixture();
const SCHOOL = campaignFixture({ id: 15, title: 'Desks for Hawassa schools' });

describe('/saved', () => {
  it('lists the saved campaigns with their count; unsaving one refetches the list without it', async () => {
    const user = userEvent.setup();
    const { client, calls } = savedApi([WATER, SCHOOL]);
    const { container } = await renderSite(<SavedRoute />, { client, session: signedInSession() });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Saved Campaigns');
    expect(await screen.findByText('2 saved campaigns')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Saved campaigns' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: WATER.title }).getAttribute('href')).toBe('/campaign/12');
    const heart = within(list).getByRole('button', { name: `Save campaign: ${WATER.title}` });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(document.title).toBe('Saved Campaigns · Lomi'));
    await expectNoAxeViolations(container);

    await user.click(heart);
    expect(await screen.findByText('1 saved campaign')).toBeTruthy();
    expect(screen.queryByRole('link', { name: WATER.title })).toBeNull();
    expect(screen.getByRole('link', { name: SCHOOL.title })).toBeTruthy();
    expect(calls).toEqual(['GET list page 1', 'unsave 12', 'GET list page 1']);
  });

  it('invites to explore when nothing is saved, in Amharic too', async () => {
    const { client } = savedApi([]);
    const { container } = await renderSite(<SavedRoute />, {
      client,
      locale: 'am',
      session: signedInSession(),
    });
    expect(await screen.findByText('ምንም የተቀመጠ ዘመቻ የለም')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ዘመቻዎችን ያስሱ' }).getAttribute('href')).toBe('/explore');
    await expectNoAxeViolations(container);
  });
});
