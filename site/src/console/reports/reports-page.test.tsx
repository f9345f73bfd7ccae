import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleReport, PagedList } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';

const CAMPAIGN_REPORT: ConsoleReport = {
  id: 7,
  target_type: 'campaign',
  reason: 'fraud',
  message: '',
  reporter_email: 'reporter@example.org',
  reporter_phone: '251911223344',
  created: '2026-11-20T08:00:00.000Z',
  campaign: { id: 12, title: 'Water trucking for Dubti', status: 'active' },
  organization: { id: 3, name: 'Afar Relief', state: 'approved' },
  resolution: null,
};

const ORGANIZATION_REPORT: ConsoleReport = {
  id: 6,
  target_type: 'organization',
  reason: 'other',
  message: 'The address is a closed shop.',
  reporter_email: null,
  reporter_phone: null,
  created: '2026-11-19T08:00:00.000Z',
  campaign: null,
  organization: { id: 4, name: 'Hawassa Learning', state: 'suspended' },
  resolution: null,
};

const RESOLVED: ConsoleReport = {
  ...CAMPAIGN_REPORT,
  id: 2,
  resolution: {
    resolved: '2026-11-21T10:00:00.000Z',
    operator: { id: 3, username: 'operator' },
    note: 'Checked: genuine.',
    action: 'none',
  },
};

const page = (results: ConsoleReport[]): PagedList<ConsoleReport> => ({
  count: results.length,
  results,
  lastPage: 1,
  total: results.length,
});

/** The inbox over a fake API; `resolve` answers the POST. Records every request. */
async function renderInbox({
  url = '/console/reports',
  resolve = (): FakeAnswer => ({
    status: 200,
    body: { ...CAMPAIGN_REPORT, resolution: { ...RESOLVED.resolution!, action: 'unpublish-campaign' } },
  }),
  locale = 'en' as 'en' | 'am',
} = {}) {
  const requests: Array<FakeRequest & { url: URL }> = [];
  const client = fakeApiClient((address, sent) => {
    requests.push({ ...sent, url: address });
    if (address.pathname === '/api/console/reports/' && sent.method === 'GET') {
      return {
        status: 200,
        body:
          address.searchParams.get('status') === 'resolved'
            ? page([RESOLVED])
            : page([CAMPAIGN_REPORT, ORGANIZATION_REPORT]),
      };
    }
    if (address.pathname.endsWith('/resolve/') && sent.method === 'POST') return resolve();
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_ROUTE_NOT_FOUND' } };
  });
  await renderConsole(url, { client, locale });
  const lists = () => requests.filter((request) => request.method === 'GET');
  const posts = () => requests.filter((request) => request.method === 'POST');
  return { requests, lists, posts, user: userEvent.setup() };
}

describe('the reports inbox', { timeout: 20_000 }, () => {
  it('lists the open reports with their targets (public and console pages) and reporters', async () => {
    await renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const item = (await screen.findByRole('heading', { name: 'Report #7: Fraud' })).closest('li')!;
    const links = within(item)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['public page', '/campaign/12'],
      ['in the console', '/console/campaigns/12'],
      ['public page', '/organization/3'],
      ['in the console', '/console/organizations/3'],
      ['reporter@example.org', 'mailto:reporter@example.org'],
      ['+251911223344', 'tel:+251911223344'],
    ]);
    expect(item.textContent).toContain('Water trucking for Dubti (published)');
    const other = screen.getByRole('heading', { name: 'Report #6: Other' }).closest('li')!;
    expect(other.textContent).toContain('The address is a closed shop.');
    expect(other.textContent).toContain('left no contact details');
    // A suspended organization has no public page: only the console's is linked.
    expect(
      within(other)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/console/organizations/4']);
    expect(screen.getByText('2 reports')).toBeTruthy();
  });

  it('filters resolved reports and by target, in the address; a resolved one shows who, the action and note', async () => {
    const { lists, user } = await renderInbox();
    await screen.findByRole('heading', { name: 'Report #7: Fraud' });
    await user.click(screen.getByRole('radio', { name: 'Resolved' }));
    const item = (await screen.findByRole('heading', { name: 'Report #2: Fraud' })).closest('li')!;
    expect(item.textContent).toContain('by operator');
    expect(item.textContent).toContain('Action taken: No other action');
    expect(item.textContent).toContain('Note: Checked: genuine.');
    expect(within(item).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('/console/reports?status=resolved');
    await user.selectOptions(screen.getByRole('combobox', { name: 'About' }), 'organization');
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe(
        '/console/reports?status=resolved&about=organization',
      ),
    );
    await waitFor(() =>
      expect(lists().at(-1)!.url.search).toBe('?page=1&status=resolved&target_type=organization'),
    );
  });

  it('resolves a report and unpublishes its campaign in one step, then reads the list again', async () => {
    const { posts, lists, user } = await renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Resolve report #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve report #7' });
    const unpublish = within(dialog).getByRole('radio', { name: 'Unpublish the campaign' });
    expect(unpublish.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'No other action' })).toHaveProperty('checked', true);
    const before = lists().length;
    // An empty note is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Resolve the report' }));
    expect(await within(dialog).findByText('Write a note.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Fraud confirmed by the bank.');
    await user.click(unpublish);
    await user.click(within(dialog).getByRole('button', { name: 'Resolve the report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.url.pathname).toBe('/api/console/reports/7/resolve/');
    expect(posts()[0]!.body).toEqual({ note: 'Fraud confirmed by the bank.', action: 'unpublish-campaign' });
    expect(await screen.findByText('Report #7 is resolved.')).toBeTruthy();
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
  });

  it('offers only the actions that can apply: a suspended organization cannot be suspended', async () => {
    const { user } = await renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Resolve report #6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve report #6' });
    expect(within(dialog).queryByRole('radio', { name: 'Unpublish the campaign' })).toBeNull();
    const suspend = within(dialog).getByRole('radio', { name: 'Suspend the organization' });
    expect(suspend).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain(
      'Only an approved organization can be suspended; this one is suspended.',
    );
  });

  it('says so when another operator was first (409), and reads the list again', async () => {
    const { lists, user } = await renderInbox({
      resolve: () => ({
        status: 409,
        body: { code: 'LOMI_ERR_CONFLICT', message: 'Report 7 has already been resolved.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Resolve report #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve report #7' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Checked.');
    const before = lists().length;
    await user.click(within(dialog).getByRole('button', { name: 'Resolve the report' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('something changed meanwhile');
    expect(alert.textContent).toContain('Report 7 has already been resolved.');
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
  });

  it('speaks Amharic and has no axe violations', async () => {
    await renderInbox({ locale: 'am' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ሪፖርቶች' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'ሪፖርት #7፦ ማጭበርበር' });
    // The site's layout (not rendered here) puts the console in its <main> landmark.
    await expectNoAxeViolations(document.querySelector('.console-screen')!);
  });
});
