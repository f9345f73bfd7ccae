import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRoute } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import CampaignReportPage from './campaign-report-page.tsx';
import OrganizationReportPage from './organization-report-page.tsx';
import { RETURN_DELAY_MS } from './report-page-view.tsx';

const campaign = campaignFixture({ id: 12, title: 'Clean water for Lalibela schools' });
const notFound = { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };

function api(extra: FakeRoute = () => notFound) {
  const posted: unknown[] = [];
  const client = fakeApiClient((url, request) => {
    if (url.pathname === '/api/campaigns/12') return { status: 200, body: campaign };
    if (url.pathname === '/api/organizations/3/') {
      return { status: 200, body: { ...campaign.organization, campaign_count: 1, collected_amount: 0 } };
    }
    if (url.pathname === '/api/reports/' && request.method === 'POST') {
      posted.push(request.body);
      return {
        status: 201,
        body: {
          id: 1,
          target_type: 'campaign',
          campaign_id: 12,
          organization_id: null,
          reason: 'spam',
          created: '',
        },
      };
    }
    return extra(url, request);
  });
  return { client, posted };
}

function renderReport(url: string, client = api().client, locale: 'en' | 'am' = 'en') {
  return renderSite(
    <main>
      <Routes>
        <Route path="/report/:id" element={<CampaignReportPage />} />
        <Route path="/organization/:id/report" element={<OrganizationReportPage />} />
        <Route path="/campaign/:id" element={<p>Campaign page</p>} />
        <Route path="/organization/:id" element={<p>Organization page</p>} />
      </Routes>
    </main>,
    { url, client, locale },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('report pages', { timeout: 15_000 }, () => {
  it('/report/{id} names the campaign, sends the report, thanks, then goes back to the campaign', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client, posted } = api();
    await renderReport('/report/12', client);

    await screen.findByRole('heading', { level: 1, name: 'Report a campaign' });
    expect(screen.getByText('Campaign: Clean water for Lalibela schools')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the campaign' }).getAttribute('href')).toBe(
      '/campaign/12',
    );
    await user.click(await screen.findByRole('radio', { name: 'Spam' }));
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('Campaign Reported, Thank you!')).toBeTruthy();
    expect(posted).toEqual([{ target_type: 'campaign', campaign_id: 12, reason: 'spam' }]);
    expect(screen.getByText('Taking you back in a few seconds…')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/report/12');

    await act(() => vi.advanceTimersByTimeAsync(RETURN_DELAY_MS));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/campaign/12'));
    expect(screen.getByText('Campaign page')).toBeTruthy();
  });

  it('/organization/{id}/report reports the organization', async () => {
    const user = userEvent.setup();
    const { client, posted } = api();
    await renderReport('/organization/3/report', client);

    await screen.findByRole('heading', { level: 1, name: 'Report an organization' });
    expect(screen.getByText('Organization: Tesfa Water Initiative')).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'Fraud' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));

    expect(await screen.findByText('Organization Reported, Thank you!')).toBeTruthy();
    expect(posted).toEqual([{ target_type: 'organization', organization_id: 3, reason: 'fraud' }]);
    expect(screen.getByRole('link', { name: 'Back to the organization' }).getAttribute('href')).toBe(
      '/organization/3',
    );
  });

  it('says so when the campaign does not exist, without a form', async () => {
    await renderReport('/report/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();

    const { client } = api();
    await renderReport('/organization/x/report', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization not found' })).toBeTruthy();
    expect(client.requests).toEqual([]);
  });

  it('offers to try again when the campaign cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const client = fakeApiClient((url) =>
      url.pathname === '/api/campaigns/12' && !fail
        ? { status: 200, body: campaign }
        : { status: 503, body: { message: 'Unavailable' } },
    );
    await renderReport('/report/12', client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a campaign' })).toBeTruthy();
  });

  it('speaks Amharic', async () => {
    await renderReport('/report/12', api().client, 'am');
    expect(await screen.findByRole('heading', { level: 1, name: 'ዘመቻ ሪፖርት ያድርጉ' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ሪፖርት ያድርጉ' })).toBeTruthy();
  });
});
