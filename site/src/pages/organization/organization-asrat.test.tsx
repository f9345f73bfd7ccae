import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AsratSummary, OrganizationDetail } from '@lomi/core';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import OrganizationPage from './organization-page.tsx';

const organization: OrganizationDetail = {
  id: 3,
  name: 'Debre Selam Medhane Alem',
  description: 'A parish in Addis Ababa.',
  email: 'church@example.org',
  phone_number: '+251911000000',
  logo: null,
  contact_person_name: 'Aba Gebre',
  approval_status: 'approved',
  address: '',
  website: '',
  created_at: '2024-05-10T09:00:00.000Z',
  accepts_asrat: true,
  campaign_count: 0,
  collected_amount: 0,
};

const summary: AsratSummary = {
  organization_id: 3,
  organization_name: organization.name,
  campaign_id: 41,
  year: new Date().getFullYear(),
  months: [{ month: 2, currency: 'ETB', amount_minor: 60_025, count: 3 }],
  members: [
    {
      member: '251911223344',
      phone_number: '251911223344',
      name: 'አበበ',
      currency: 'ETB',
      amount_minor: 50_025,
      count: 2,
    },
    { member: 'Anonymous', phone_number: null, name: null, currency: 'ETB', amount_minor: 10_000, count: 1 },
  ],
  totals: [{ currency: 'ETB', amount_minor: 60_025, count: 3 }],
};

const seen: Array<{ url: URL; request: FakeRequest }> = [];

function api({ owner }: { owner: boolean }) {
  return fakeApiClient(
    (url, request) => {
      seen.push({ url, request });
      if (url.pathname === '/api/organizations/3/') return { status: 200, body: organization };
      if (url.pathname === '/api/campaigns/')
        return { status: 200, body: { count: 0, results: [], lastPage: 1, total: 0 } };
      if (url.pathname === '/api/organizations/my_organization/') {
        const results = owner ? [{ ...organization, documents: [], review_note: null }] : [];
        return { status: 200, body: { count: results.length, results, lastPage: 1, total: results.length } };
      }
      if (url.pathname === '/api/asrat/3/summary/') return { status: 200, body: summary };
      if (url.pathname.startsWith('/api/asrat/3/summary.') || url.pathname === '/api/asrat/generate-qr/')
        return { status: 200, body: 'file' };
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
    },
    { getAccessToken: () => 'test-token' },
  );
}

function renderPage(owner: boolean, locale: 'en' | 'am' = 'en') {
  return renderSite(
    <main>
      <Routes>
        <Route path="/organization/:id" element={<OrganizationPage />} />
      </Routes>
    </main>,
    { url: '/organization/3', client: api({ owner }), session: signedInSession(), locale },
  );
}

afterEach(() => {
  seen.length = 0;
  vi.restoreAllMocks();
});

describe('the organization page’s Asrat', { timeout: 15_000 }, () => {
  it('links everyone to the Asrat page, without the owner’s summary', async () => {
    await renderPage(false);
    const section = await screen.findByRole('region', { name: 'Asrat' });
    expect(within(section).getByRole('link', { name: 'Give Asrat' }).getAttribute('href')).toBe('/asrat/3');
    await waitFor(() =>
      expect(seen.some(({ url }) => url.pathname === '/api/organizations/my_organization/')).toBe(true),
    );
    expect(screen.queryByTestId('asrat-owner')).toBeNull();
  });

  it('shows the owner the months and members, and downloads the reports and the QR code', async () => {
    const createObjectURL = vi.fn(() => 'blob:asrat');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPage(true);
    const months = await screen.findByRole('table', { name: 'Per month' });
    expect(within(months).getByRole('rowheader', { name: 'February' })).toBeTruthy();
    expect(within(months).getByText(/600\.25/)).toBeTruthy();
    const members = screen.getByRole('table', { name: 'Per member' });
    expect(within(members).getByRole('rowheader', { name: /^251911223344.*አበበ/ })).toBeTruthy();
    expect(within(members).getByRole('rowheader', { name: 'Anonymous' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Members as PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const pdf = seen.find(({ url }) => url.pathname === '/api/asrat/3/summary.pdf')!;
    expect(pdf.url.searchParams.get('by')).toBe('member');
    expect(pdf.url.searchParams.get('lang')).toBe('en');
    expect(pdf.request.authorization).toBe('Bearer test-token');

    await userEvent.click(screen.getByRole('button', { name: 'Download the QR code to print' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(
      seen
        .find(({ url }) => url.pathname === '/api/asrat/generate-qr/')
        ?.url.searchParams.get('organization_id'),
    ).toBe('3');
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('speaks Amharic to the owner', async () => {
    await renderPage(true, 'am');
    await screen.findByRole('table', { name: 'በወር' });
    expect(screen.getByRole('button', { name: 'አባላት በPDF' })).toBeTruthy();
  });
});
