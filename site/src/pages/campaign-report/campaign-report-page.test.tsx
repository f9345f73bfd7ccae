import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignReport, CampaignReportDonation } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import CampaignReportRoute from './campaign-report-page.tsx';

function report(overrides: Partial<CampaignReport> = {}): CampaignReport {
  return {
    campaign: { id: 12, title: 'የውሃ ጉድጓድ ለቆላ ዲባ', created: '2026-03-01T10:00:00.000Z' },
    period: { from: '2026-03-02', to: '2026-03-04' },
    totals: {
      etb: { raised: 40_777, fees: 1_019, net: 39_758, donations: 4 },
      usd: { raised: 5_000, fees: 175, net: 4_825, donations: 1 },
    },
    methods: [
      { method: 'telebirr', currency: 'ETB', raised: 20_777, fees: 519, net: 20_258, donations: 3 },
      { method: 'stripe', currency: 'USD', raised: 5_000, fees: 175, net: 4_825, donations: 1 },
    ],
    donors: 4,
    withdrawn: { etb: 5_000, usd: 0 },
    balance: { etb: 35_733, usd: 3_825 },
    bucket: 'day',
    days: [
      { date: '2026-03-02', etb: 10_000, usd: 0, count: 1 },
      { date: '2026-03-03', etb: 20_000, usd: 5_000, count: 2 },
      { date: '2026-03-04', etb: 0, usd: 0, count: 0 },
    ],
    ...overrides,
  };
}

const row = (overrides: Partial<CampaignReportDonation> = {}): CampaignReportDonation => ({
  id: 7,
  created: '2026-03-03T10:00:00.000Z',
  donor_name: 'አበበ ከበደ',
  anonymous: false,
  amount: 10_000,
  currency: 'ETB',
  fee: 250,
  net: 9_750,
  payment_method: 'telebirr',
  status: 'withdrawn',
  ...overrides,
});

function api({ figures = { status: 200, body: report() as unknown }, pdf = 200 } = {}) {
  const session = signedInSession();
  const client = fakeApiClient(
    (url) => {
      if (url.pathname === '/api/campaigns/12/report/') {
        const from = url.searchParams.get('from');
        if (from === '2026-03-03')
          return { status: 200, body: report({ period: { from: '2026-03-03', to: '2026-03-04' } }) };
        return figures;
      }
      if (url.pathname === '/api/campaigns/12/report/donations/') {
        return {
          status: 200,
          body: {
            count: 2,
            lastPage: 1,
            total: 2,
            results: [row(), row({ id: 6, donor_name: null, anonymous: true, status: 'completed' })],
          },
        };
      }
      if (url.pathname === '/api/campaigns/12/report.csv') return { status: 200, body: 'csv' };
      if (url.pathname === '/api/campaigns/12/report.pdf')
        return { status: pdf, body: { message: 'Boom', code: 'LOMI_ERR_INTERNAL' } };
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
    },
    { getAccessToken: session.token },
  );
  return { client, session };
}

function renderReport(setup: ReturnType<typeof api>, locale: 'en' | 'am' = 'en') {
  return renderSite(
    <main>
      <Routes>
        <Route path="/campaign/:id/report" element={<CampaignReportRoute />} />
      </Routes>
    </main>,
    { url: '/campaign/12/report', client: setup.client, session: setup.session, locale },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('/campaign/{id}/report', { timeout: 20_000 }, () => {
  it('shows the figures, the chart with its table, the donations and downloads the CSV', async () => {
    const setup = api({ pdf: 500 });
    await renderReport(setup);
    await screen.findByRole('heading', { level: 1, name: 'የውሃ ጉድጓድ ለቆላ ዲባ' });
    const etb = screen.getByRole('region', { name: 'Birr (ETB)' });
    expect(etb.textContent).toMatch(/Raised\s*ETB\s407\.77/);
    expect(etb.textContent).toMatch(/Net\s*ETB\s397\.58/);
    expect(etb.textContent).toMatch(/Balance now\s*ETB\s357\.33/);
    expect(screen.getByRole('region', { name: 'Donors' }).textContent).toContain('4');
    const methods = screen.getByRole('region', { name: 'By payment method' });
    expect(within(methods).getByRole('rowheader', { name: 'telebirr (ETB)' })).toBeTruthy();
    const chart = screen.getByRole('img', { name: /Donations per day/ });
    expect(chart.getAttribute('aria-label')).toContain('3 bars, 3 donations in all');
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const donations = screen.getByRole('region', { name: 'Donations' });
    await within(donations).findByRole('rowheader', { name: 'አበበ ከበደ' });
    expect(within(donations).getByRole('rowheader', { name: 'Anonymous' })).toBeTruthy();
    expect(within(donations).getAllByText('Withdrawn')).toHaveLength(1);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-02');
    await expectNoAxeViolations(document.body);

    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const csv = setup.client.requests.find((url) => url.pathname.endsWith('.csv'))!;
    expect(csv.searchParams.get('lang')).toBe('en');
    expect(csv.searchParams.get('from')).toBe('2026-03-02');

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The file could not be prepared. Please try again.')).toBeTruthy();
  });

  it('asks for another period with the labelled inputs', async () => {
    const setup = api();
    await renderReport(setup);
    const from = await screen.findByLabelText('From');
    const user = userEvent.setup();
    // jsdom's date input takes no typing: the value is set as a browser's date picker sets it.
    fireEvent.change(from, { target: { value: '2026-03-03' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('2026-03-03 – 2026-03-04');
    const asked = setup.client.requests.filter((url) => url.pathname === '/api/campaigns/12/report/');
    expect(asked.at(-1)!.searchParams.get('from')).toBe('2026-03-03');
    expect(asked.at(-1)!.searchParams.get('to')).toBe('2026-03-04');
  });

  it('tells someone else’s campaign apart from nothing, in Amharic', async () => {
    const setup = api({
      figures: {
        status: 403,
        body: { message: 'Campaign 12 belongs to another organization.', code: 'LOMI_ERR_FORBIDDEN' },
      },
    });
    await renderReport(setup, 'am');
    expect(await screen.findByRole('heading', { level: 1, name: 'ሪፖርቱ አይገኝም' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'የእኔ ዘመቻዎች' }).getAttribute('href')).toBe('/mycampaigns');
  });
});
