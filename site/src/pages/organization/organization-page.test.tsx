import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrganizationDetail } from '@lomi/core';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRoute } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import OrganizationPage from './organization-page.tsx';

const organization: OrganizationDetail = {
  id: 3,
  name: 'Hawassa Learning Trust',
  description: 'Books and school meals for children around Lake Hawassa.',
  email: 'info@hawassalearning.example.org',
  phone_number: '+251462201234',
  logo: '/api/media/organization/logo/3',
  contact_person_name: 'Tsegaye Abebe',
  approval_status: 'approved',
  address: 'Piassa, Hawassa, Sidama',
  website: 'hawassalearning.example.org',
  created_at: '2024-05-10T09:00:00.000Z',
  accepts_asrat: false,
  campaign_count: 3,
  collected_amount: 123_456_78,
};

const campaigns = [
  campaignFixture({ id: 21, title: 'Books for Tabor school', collected_amount: 100, target_amount: 1000 }),
  campaignFixture({ id: 22, title: 'School meals', collected_amount: 2000, target_amount: 1000 }),
  campaignFixture({ id: 23, title: 'Desks', deadline: '2020-01-01T00:00:00.000Z' }),
];

const notFound = { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };

function api(overrides: { organization?: FakeRoute; campaigns?: FakeRoute } = {}) {
  return fakeApiClient((url, request) => {
    if (url.pathname === '/api/organizations/3/') {
      return overrides.organization?.(url, request) ?? { status: 200, body: organization };
    }
    if (url.pathname === '/api/campaigns/' && url.searchParams.get('organization_id') === '3') {
      return (
        overrides.campaigns?.(url, request) ?? {
          status: 200,
          body: { count: 3, results: campaigns, lastPage: 1, total: 27 },
        }
      );
    }
    return notFound;
  });
}

function renderPage(url: string, client = api(), locale: 'en' | 'am' = 'en') {
  return renderSite(
    <main>
      <Routes>
        <Route path="/organization/:id" element={<OrganizationPage />} />
      </Routes>
    </main>,
    { url, client, locale },
  );
}

describe('/organization/{id}', { timeout: 15_000 }, () => {
  it('shows the organization: logo, contact details, about, totals and its campaigns with status chips', async () => {
    const client = api();
    await renderPage('/organization/3', client);
    await screen.findByRole('heading', { level: 1, name: 'Hawassa Learning Trust' });
    await waitFor(() => expect(document.title).toBe('Hawassa Learning Trust · Lomi'));

    const logo = document.querySelector('img.organization-identity__logo');
    expect(logo?.getAttribute('src')).toBe('https://lomi.test/api/media/organization/logo/3');
    expect(screen.getByText('Books and school meals for children around Lake Hawassa.')).toBeTruthy();

    const contact = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contact).getByText('Tsegaye Abebe')).toBeTruthy();
    expect(
      within(contact).getByRole('link', { name: 'info@hawassalearning.example.org' }).getAttribute('href'),
    ).toBe('mailto:info@hawassalearning.example.org');
    expect(within(contact).getByRole('link', { name: '+251462201234' }).getAttribute('href')).toBe(
      'tel:+251462201234',
    );
    const website = within(contact).getByRole('link', {
      name: 'hawassalearning.example.org (opens in a new tab)',
    });
    expect(website.getAttribute('href')).toBe('https://hawassalearning.example.org/');
    expect(within(contact).getByText('Piassa, Hawassa, Sidama')).toBeTruthy();
    expect(within(contact).getByText('May 10, 2024')).toBeTruthy();
    expect(within(contact).getByText('No')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'Report this organization' }).getAttribute('href')).toBe(
      '/organization/3/report',
    );

    const totals = screen.getByRole('region', { name: 'In numbers' });
    expect(totals.textContent).toContain('3 campaigns');
    expect(totals.textContent).toMatch(/ETB\s123,456\.78 raised in total/);

    const list = await screen.findByRole('list', { name: 'Active campaigns' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.status-chip')?.textContent)).toEqual([
      'Status: Active',
      'Status: Goal reached',
      'Status: Ended',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Books for Tabor school' }).getAttribute('href')).toBe(
      '/campaign/21',
    );
    expect(screen.getByText('3 active campaigns')).toBeTruthy();
    expect(client.requests.map((url) => url.pathname + url.search)).toEqual(
      expect.arrayContaining(['/api/organizations/3/', '/api/campaigns/?page=1&organization_id=3']),
    );
    await expectNoAxeViolations(document.body);
  });

  it("shows 'No Logo' when the organization has none, and the §8 text when it has no campaigns", async () => {
    const client = api({
      organization: () => ({ status: 200, body: { ...organization, logo: null, website: '' } }),
      campaigns: () => ({ status: 200, body: { count: 0, results: [], lastPage: 1, total: 27 } }),
    });
    await renderPage('/organization/3', client);
    expect(await screen.findByText('No Logo')).toBeTruthy();
    expect(document.querySelector('img.organization-identity__logo')).toBeNull();
    expect(await screen.findByText('no campaigns found for this organization')).toBeTruthy();
    expect(screen.queryByText('Website')).toBeNull();
  });

  it("says 'Organization not found' for an unknown id, and asks nothing for an id that cannot exist", async () => {
    const client = api({ organization: () => notFound });
    await renderPage('/organization/3', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore campaigns' }).getAttribute('href')).toBe('/explore');

    const unused = api();
    await renderPage('/organization/abc', unused);
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Organization not found' })).length).toBe(
      2,
    );
    expect(unused.requests.filter((url) => url.pathname.startsWith('/api/organizations/'))).toEqual([]);
  });

  it("says 'Failed to load organization details' when the server fails, and tries again on request", async () => {
    const user = userEvent.setup();
    let fail = true;
    const client = api({
      organization: () =>
        fail ? { status: 500, body: { message: 'Internal error' } } : { status: 200, body: organization },
    });
    await renderPage('/organization/3', client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load organization details' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Failed to load organization details · Lomi'));

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hawassa Learning Trust' })).toBeTruthy();
  });

  it('goes to the first page when the page in the address is past the last one', async () => {
    const client = api({
      campaigns: (url) =>
        url.searchParams.get('page') === '1'
          ? { status: 200, body: { count: 3, results: campaigns, lastPage: 1, total: 27 } }
          : {
              status: 400,
              body: {
                message: 'Page 4 does not exist: there is 1 page.',
                code: 'LOMI_ERR_PAGE_OUT_OF_RANGE',
              },
            },
    });
    await renderPage('/organization/3?page=4', client);
    expect(await screen.findByRole('list', { name: 'Active campaigns' })).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/organization/3');
  });

  it('speaks Amharic', async () => {
    await renderPage('/organization/3', api(), 'am');
    await screen.findByRole('heading', { level: 1, name: 'Hawassa Learning Trust' });
    expect(screen.getByRole('region', { name: 'የመገኛ አድራሻ' })).toBeTruthy();
    expect(await screen.findByText('ሁኔታ፦ ግቡ ተሳክቷል')).toBeTruthy();
  });
});
