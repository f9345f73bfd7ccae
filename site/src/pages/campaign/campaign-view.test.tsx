import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '@lomi/core';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRoute } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import { CampaignTextProvider } from './campaign-text.ts';
import { CampaignView } from './campaign-view.tsx';

const empty = { count: 0, results: [], lastPage: 1, total: 0 };

/** The API around one campaign page: `mine` says whether the signed-in user owns campaign 12. */
function api(campaign: Campaign, { mine = false, others = [] as Campaign[] } = {}) {
  const route: FakeRoute = (url) => {
    if (url.pathname === '/api/campaigns/mine/12') {
      return mine
        ? { status: 200, body: { ...campaign, donations: [] } }
        : { status: 404, body: { message: 'Campaign 12 was not found.', code: 'LOMI_ERR_NOT_FOUND' } };
    }
    if (url.pathname === '/api/campaigns/') {
      const results = [campaign, ...others];
      return { status: 200, body: { count: results.length, results, lastPage: 1, total: 30 } };
    }
    if (url.pathname === '/api/donations/') return { status: 200, body: empty };
    if (url.pathname === '/api/saved-campaigns/ids/') return { status: 200, body: { ids: [] } };
    if (url.pathname === '/charity/byid/2') {
      return {
        status: 200,
        body: {
          id: 2,
          name: 'Meserete Elders Fund',
          description: 'Care for elders.',
          logo: null,
          dateCreated: '2024-03-05T10:00:00.000Z',
        },
      };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  };
  return fakeApiClient(route);
}

function renderView(campaign: Campaign, options: Parameters<typeof renderSite>[1] = {}) {
  return renderSite(
    // In <main>, as the site's layout puts every page.
    <main>
      <CampaignTextProvider>
        <CampaignView campaign={campaign} version={0} onChanged={() => {}} />
      </CampaignTextProvider>
    </main>,
    { url: `/campaign/${campaign.id}`, ...options },
  );
}

describe('campaign detail extras', { timeout: 20_000 }, () => {
  it('shows a visitor the organizer’s e-mail and phone, Contact Fundraiser, and no owner tools', async () => {
    const campaign = campaignFixture();
    const client = api(campaign);
    await renderView(campaign, { client });
    const contact = await screen.findByRole('region', { name: 'Contact details' });
    expect(within(contact).getByRole('link', { name: 'hello@tesfa.example' }).getAttribute('href')).toBe(
      'mailto:hello@tesfa.example',
    );
    expect(within(contact).getByRole('link', { name: '+251911000000' }).getAttribute('href')).toBe(
      'tel:+251911000000',
    );
    expect(within(contact).getByRole('button', { name: 'Contact Fundraiser' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Campaign' })).toBeNull();
    // A visitor costs no ownership request.
    expect(client.requests.some((url) => url.pathname.startsWith('/api/campaigns/mine/'))).toBe(false);
  });

  it('shows the owner their tools instead of the organizer contact', async () => {
    const campaign = campaignFixture();
    await renderView(campaign, { client: api(campaign, { mine: true }), session: signedInSession() });
    const tools = await screen.findByRole('region', { name: 'Your campaign' });
    expect(within(tools).getByRole('button', { name: 'Edit Campaign' })).toBeTruthy();
    expect(within(tools).getByRole('link', { name: 'Open dashboard' }).getAttribute('href')).toBe(
      '/my-campaign/12',
    );
    expect(within(tools).getByRole('link', { name: 'Generate Report' }).getAttribute('href')).toBe(
      '/campaign/12/report',
    );
    const withdraw = within(tools).getByRole('button', { name: 'Request a Withdraw' });
    expect(withdraw.getAttribute('aria-disabled')).toBeNull();
    expect(withdraw.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('region', { name: 'Contact details' })).toBeNull();
  });

  it('treats a signed-in user who does not own the campaign as a visitor', async () => {
    const campaign = campaignFixture();
    await renderView(campaign, { client: api(campaign), session: signedInSession() });
    await screen.findByRole('region', { name: 'Contact details' });
    expect(screen.queryByRole('button', { name: 'Edit Campaign' })).toBeNull();
  });

  it('shows time left, the QR code, the report link, the charity card and the organization’s other campaigns', async () => {
    const now = Date.now();
    const campaign = campaignFixture({
      deadline: new Date(now + (3 * 24 + 5) * 3600_000 + 60_000).toISOString(),
      createdByCharity: true,
      charityId: 2,
    });
    const other = campaignFixture({ id: 13, title: 'School desks for Bahir Dar' });
    await renderView(campaign, { client: api(campaign, { others: [other] }) });

    expect(screen.getByText('3 days 5 hours left')).toBeTruthy();
    const qr = screen.getByRole('img', { name: "QR code of this campaign's page" });
    expect(qr.getAttribute('src')).toBe('https://lomi.test/api/generate-qr/?campaign_id=12');
    expect(screen.getByRole('link', { name: 'Report this campaign' }).getAttribute('href')).toBe(
      '/report/12',
    );

    const charity = await screen.findByRole('region', { name: 'Created by a charity' });
    expect(charity.textContent).toContain('Meserete Elders Fund');
    expect(charity.textContent).toContain('Created March 5, 2024');

    const more = await screen.findByRole('region', { name: 'More Campaigns from this Organization' });
    const links = within(more).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/campaign/13']);
    await waitFor(() => expect(document.querySelector('.lomi-share')).not.toBeNull());
    await expectNoAxeViolations(document.body);
  });

  it('leaves out the organization’s list when this is its only campaign', async () => {
    const campaign = campaignFixture();
    const client = api(campaign);
    await renderView(campaign, { client });
    await waitFor(() =>
      expect(client.requests.some((url) => url.searchParams.get('organization_id') === '3')).toBe(true),
    );
    await screen.findByRole('region', { name: 'Contact details' });
    expect(screen.queryByRole('region', { name: 'More Campaigns from this Organization' })).toBeNull();
  });

  it('speaks Amharic', async () => {
    const campaign = campaignFixture();
    await renderView(campaign, { client: api(campaign), locale: 'am' });
    await screen.findByRole('region', { name: 'የመገኛ አድራሻዎች' });
    expect(screen.getByRole('link', { name: 'ይህን ዘመቻ ሪፖርት ያድርጉ' })).toBeTruthy();
  });
});
