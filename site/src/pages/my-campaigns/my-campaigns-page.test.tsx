import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '@lomi/core';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import MyCampaignsRoute from './my-campaigns-page.tsx';

function mineApi(campaigns: Campaign[]) {
  const session = signedInSession();
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname === '/api/campaigns/mine/') {
        if (request.authorization !== 'Bearer test-token') return { status: 401, body: { message: 'No' } };
        const count = campaigns.length;
        return { status: 200, body: { count, results: campaigns, lastPage: 1, total: count } };
      }
      if (url.pathname === '/api/saved-campaigns/ids/') return { status: 200, body: { ids: [] } };
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
    },
    { getAccessToken: session.token },
  );
  return { client, session };
}

describe('/mycampaigns', () => {
  it('shows the own campaigns as cards leading to their creator dashboards', async () => {
    const draft = campaignFixture({ id: 21, title: 'Maternity ward beds', status: 'draft' });
    const inReview = campaignFixture({ id: 22, title: 'School roof', status: 'in_review' });
    const rejected = campaignFixture({ id: 23, title: 'Library books', status: 'rejected' });
    const unpublished = campaignFixture({ id: 24, title: 'Clinic roof', status: 'unpublished' });
    const { client, session } = mineApi([campaignFixture(), draft, inReview, rejected, unpublished]);
    const { container } = await renderSite(<MyCampaignsRoute />, { client, session });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My campaigns');
    expect(await screen.findByText('5 campaigns')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'My campaigns' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/my-campaign/12',
      '/my-campaign/21',
      '/my-campaign/22',
      '/my-campaign/23',
      '/my-campaign/24',
    ]);
    // Each card says where its campaign stands, the team's review included.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.my-campaigns__status')?.textContent),
    ).toEqual([
      'Status: Active',
      'Status: Draft',
      'Status: In review',
      'Status: Rejected',
      'Status: Unpublished',
    ]);
    const create = screen.getByRole('button', { name: /Create Campaign/ });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(create.textContent).toContain('Coming soon');
    await waitFor(() => expect(document.title).toBe('My campaigns · Lomi'));
    await expectNoAxeViolations(container);
  });

  it('explains how campaigns start when there are none, in Amharic too', async () => {
    const { client, session } = mineApi([]);
    const { container } = await renderSite(<MyCampaignsRoute />, { client, session, locale: 'am' });
    expect(await screen.findByText(/እስካሁን ምንም ዘመቻ የለዎትም/)).toBeTruthy();
    expect(screen.getByText('ምንም ዘመቻ የለም')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('names a campaign’s review state in Amharic', async () => {
    const { client, session } = mineApi([campaignFixture({ status: 'in_review' })]);
    await renderSite(<MyCampaignsRoute />, { client, session, locale: 'am' });
    expect(await screen.findByText('ሁኔታ፦ በግምገማ ላይ')).toBeTruthy();
  });
});
