import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Donation, MyCampaign, Withdrawal } from '@lomi/core';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import MyCampaignRoute from './my-campaign-page.tsx';

const POLL_MS = 2000;

function donation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 301,
    amount: 50_000,
    currency: 'ETB',
    etb_amount: 50_000,
    full_name: 'Almaz Tesfaye',
    anonymous: false,
    message: 'For the children of Lalibela',
    payment_method: 'telebirr',
    withdrawn: false,
    is_completed: true,
    created: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

function myCampaign(overrides: Partial<MyCampaign> = {}): MyCampaign {
  return {
    ...campaignFixture({ donation_count: 2 }),
    review_note: null,
    donations: [donation(), donation({ id: 300, full_name: null, anonymous: true, amount: 2_500 })],
    ...overrides,
  };
}

const notFound = { status: 404, body: { message: 'Campaign 12 was not found.', code: 'LOMI_ERR_NOT_FOUND' } };

/**
 * The owner's API: `answer` is what `GET /api/campaigns/mine/12` says now; tests change it between polls.
 * `donationPages` answers `GET /api/campaigns/mine/12/donations?page=`.
 */
function ownerApi(
  initial: { status: number; body: unknown },
  donationPages: (page: number) => { status: number; body: unknown } = () => notFound,
  withdrawals: Withdrawal[] = [],
) {
  const session = signedInSession();
  let answer = initial;
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname.startsWith('/api/campaigns/mine/12')) {
        if (request.authorization !== 'Bearer test-token') return { status: 401, body: { message: 'No' } };
      }
      if (url.pathname === '/api/campaigns/mine/12') return answer;
      if (url.pathname === '/api/campaigns/mine/12/donations') {
        return donationPages(Number(url.searchParams.get('page') ?? '1'));
      }
      if (url.pathname === '/withdraw/mine') {
        return { status: 200, body: { data: withdrawals, count: withdrawals.length } };
      }
      if (url.pathname === '/charity/byid/2') {
        const charity = { id: 2, name: 'Meserete Elders Fund', description: 'Care for elders.', logo: null };
        return { status: 200, body: { ...charity, dateCreated: '2024-03-05T10:00:00.000Z' } };
      }
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
    },
    { getAccessToken: session.token },
  );
  const polls = () => client.requests.filter((url) => url.pathname === '/api/campaigns/mine/12').length;
  const pageReads = () =>
    client.requests
      .filter((url) => url.pathname === '/api/campaigns/mine/12/donations')
      .map((url) => url.searchParams.get('page'));
  return {
    client,
    session,
    polls,
    pageReads,
    set: (next: { status: number; body: unknown }) => (answer = next),
  };
}

function renderDashboard(
  api: ReturnType<typeof ownerApi>,
  { url = '/my-campaign/12', locale = 'en' }: { url?: string; locale?: 'en' | 'am' } = {},
) {
  return renderSite(
    <main>
      <Routes>
        <Route path="/my-campaign/:id" element={<MyCampaignRoute />} />
      </Routes>
    </main>,
    { url, client: api.client, session: api.session, locale },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/my-campaign/{id}', { timeout: 20_000 }, () => {
  it('shows the owner the whole campaign, live, with one h1', async () => {
    const api = ownerApi({ status: 200, body: myCampaign({ createdByCharity: true, charityId: 2 }) });
    const { container } = await renderDashboard(api);

    await screen.findByRole('heading', { level: 1, name: 'Clean water for Lalibela schools' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Dashboard: Clean water for Lalibela schools · Lomi'));
    expect(screen.getByText('Live update')).toBeTruthy();
    expect(screen.getByText('Updated just now')).toBeTruthy();

    const progress = screen.getByRole('region', { name: 'Collected' });
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('24.7');
    expect(progress.textContent).toMatch(/ETB\s123,450\.50/);
    expect(progress.textContent).toMatch(/Given in birrETB\s110,000\.00/);
    expect(progress.textContent).toMatch(/Given in dollars\$2,500\.00/);
    expect(screen.queryByText('You have reached your goal!')).toBeNull();

    expect(screen.getByText('Organized by Tesfa Water Initiative')).toBeTruthy();
    expect(screen.getByText('Category: Education')).toBeTruthy();
    expect(screen.getByText('Status: Active')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Campaign photos' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'About this campaign' }).textContent).toContain(
      'Wells and hand-washing stations',
    );
    const organizer = screen.getByRole('region', { name: 'Organizer' });
    expect(within(organizer).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/organization/3',
    );
    expect(await screen.findByRole('region', { name: 'Created by a charity' })).toBeTruthy();
    expect(screen.getByRole('img', { name: "QR code of this campaign's page" }).getAttribute('src')).toBe(
      'https://lomi.test/api/generate-qr/?campaign_id=12',
    );
    expect(screen.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe('/campaign/12');
    expect(screen.getByRole('link', { name: 'My campaigns' }).getAttribute('href')).toBe('/mycampaigns');

    const donations = screen.getByRole('region', { name: 'Latest donations' });
    expect(within(donations).getByText('2 donations')).toBeTruthy();
    const items = within(donations).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.donation__name')?.textContent)).toEqual([
      'Almaz Tesfaye',
      'Anonymous',
    ]);
    await expectNoAxeViolations(container);
  });

  it('opens the share panel for the public campaign page in a dialog', async () => {
    const user = userEvent.setup();
    const api = ownerApi({ status: 200, body: myCampaign() });
    const { container } = await renderDashboard(api);
    const open = await screen.findByRole('button', { name: 'Share Campaign' });
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Share Campaign' });
    const link = await within(dialog).findByRole('textbox');
    // The campaign page is what is shared, not this dashboard only its owner can open.
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/campaign/12`);
    await expectNoAxeViolations(container.ownerDocument.body);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('brings in new donations and the goal banner without a reload, and announces them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = ownerApi({ status: 200, body: myCampaign() });
    await renderDashboard(api);
    await screen.findByText('Live update');
    expect(api.polls()).toBe(1);
    expect(screen.getByRole('region', { name: 'Collected' }).textContent).not.toContain('reached');

    api.set({
      status: 200,
      body: myCampaign({
        collected_amount: 50_000_000,
        donation_count: 3,
        donations: [
          donation({
            id: 302,
            full_name: 'Dawit Bekele',
            amount: 37_654_950,
            created: new Date().toISOString(),
          }),
          ...myCampaign().donations,
        ],
      }),
    });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.polls()).toBe(2);

    await screen.findByText('You have reached your goal!');
    const donations = screen.getByRole('region', { name: 'Latest donations' });
    expect(within(donations).getAllByRole('listitem')[0]?.textContent).toContain('Dawit Bekele');
    expect(within(donations).getByText('3 donations')).toBeTruthy();
    expect(within(donations).getByRole('status').textContent).toMatch(
      /^New donation: Dawit Bekele gave ETB\s376,549\.50\.$/,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('pages back through older donations while page 1 keeps following the poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const latest = Array.from({ length: 10 }, (_, index) =>
      donation({ id: 400 - index, full_name: `Donor ${400 - index}` }),
    );
    const older = [
      donation({ id: 390, full_name: 'Selam Older' }),
      donation({ id: 389, full_name: 'Yonas Oldest' }),
    ];
    const api = ownerApi(
      { status: 200, body: myCampaign({ donation_count: 12, donations: latest }) },
      (page) =>
        page === 2
          ? { status: 200, body: { count: 12, results: older, lastPage: 2, total: 12 } }
          : { status: 400, body: { message: 'Page 3 does not exist.', code: 'LOMI_ERR_VALIDATION' } },
    );
    const { container } = await renderDashboard(api);
    const list = await screen.findByRole('region', { name: 'Latest donations' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.donation__name')?.textContent);
    expect(names()).toHaveLength(10);
    expect(within(list).getByText('12 donations')).toBeTruthy();
    expect(within(list).getByText('Page 1 of 2')).toBeTruthy();
    // Page 1 is the poll's: nothing more is read for it.
    expect(api.pageReads()).toEqual([]);

    const next = within(list).getByRole('button', { name: 'Next page' });
    await user.click(next);
    await waitFor(() => expect(names()).toEqual(['Selam Older', 'Yonas Oldest']));
    expect(api.pageReads()).toEqual(['2']);
    expect(within(list).getByText('Page 2 of 2')).toBeTruthy();
    // The pager stays where it was, so the keyboard is not thrown back to the top.
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(container);

    // The poll goes on: a new donation is announced and counted, while page 2 stays as it was read.
    api.set({
      status: 200,
      body: myCampaign({
        donation_count: 13,
        donations: [donation({ id: 401, full_name: 'Dawit Bekele' }), ...latest.slice(0, 9)],
      }),
    });
    const polls = api.polls();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.polls()).toBe(polls + 1);
    await waitFor(() => expect(within(list).getByText('13 donations')).toBeTruthy());
    expect(within(list).getByRole('status').textContent).toMatch(/^New donation: Dawit Bekele gave/);
    expect(names()).toEqual(['Selam Older', 'Yonas Oldest']);
    expect(api.pageReads()).toEqual(['2']);

    await user.click(within(list).getByRole('button', { name: 'Previous page' }));
    expect(names()[0]).toBe('Dawit Bekele');
    expect(names()).toHaveLength(10);
    expect(api.pageReads()).toEqual(['2']);
  });

  it('offers to read an older page again when it cannot be read', async () => {
    const user = userEvent.setup();
    let pageAnswer: { status: number; body: unknown } = {
      status: 503,
      body: { message: 'Unavailable', code: 'LOMI_ERR_UNAVAILABLE' },
    };
    const api = ownerApi(
      { status: 200, body: myCampaign({ donation_count: 11, donations: [donation()] }) },
      () => pageAnswer,
    );
    await renderDashboard(api);
    const list = await screen.findByRole('region', { name: 'Latest donations' });
    await user.click(within(list).getByRole('button', { name: 'Next page' }));
    expect((await within(list).findByRole('alert')).textContent).toContain('Try again');

    pageAnswer = {
      status: 200,
      body: { count: 11, results: [donation({ id: 7, full_name: 'Selam Older' })], lastPage: 2, total: 11 },
    };
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByText('Selam Older')).toBeTruthy();
    expect(within(list).queryByRole('alert')).toBeNull();
    expect(api.pageReads()).toEqual(['2', '2']);
  });

  it('keeps the figures through a failed poll, says it is reconnecting, and counts the age', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = ownerApi({ status: 200, body: myCampaign() });
    await renderDashboard(api);
    await screen.findByText('Live update');

    api.set({ status: 500, body: { message: 'Something went wrong.', code: 'LOMI_ERR_INTERNAL' } });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    expect(screen.queryByText('Live update')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Clean water for Lalibela schools');
    expect(screen.getByRole('region', { name: 'Latest donations' }).textContent).toContain('Almaz Tesfaye');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(screen.getByText('Updated 4 seconds ago')).toBeTruthy());

    api.set({ status: 200, body: myCampaign({ title: 'Clean water for five Lalibela schools' }) });
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await screen.findByText('Live update');
    expect(screen.getByText('Updated just now')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Clean water for five Lalibela schools',
    );
  });

  it('says a USD-only goal is shown in birr', async () => {
    const api = ownerApi({
      status: 200,
      body: myCampaign({
        goalEtbAmount: 0,
        goalUsdAmount: 700_000,
        target_amount: 96_000_000,
        etbAmount: 0,
        donation_count: 87,
      }),
    });
    await renderDashboard(api);
    const progress = await screen.findByRole('region', { name: 'Collected' });
    expect(progress.textContent).toContain("Your goal is $7,000.00, shown in birr at today's exchange rate.");
    expect(progress.textContent).not.toContain('Given in birr');
    // The poll brings the latest donations only; the count says how many there are in all, the pager how
    // many pages.
    const donations = screen.getByRole('region', { name: 'Latest donations' });
    expect(within(donations).getByText('87 donations')).toBeTruthy();
    expect(within(donations).getByRole('navigation', { name: 'Pages' }).textContent).toContain('1 / 9');
  });

  it('says a campaign in review waits for the team, with nothing to share yet', async () => {
    const api = ownerApi({ status: 200, body: myCampaign({ status: 'in_review', donation_count: 0 }) });
    const { container } = await renderDashboard(api);
    expect(
      await screen.findByText(
        'In review: our team is checking your campaign. It becomes public, and takes donations, once they publish it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Status: In review')).toBeTruthy();
    // Its public page, QR code and share link would all be 404s until it is published.
    expect(screen.queryByRole('link', { name: 'View public page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share Campaign' })).toBeNull();
    expect(screen.queryByRole('img', { name: "QR code of this campaign's page" })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('tells the owner why the team rejected a campaign, in both languages', async () => {
    const body = myCampaign({ status: 'rejected', review_note: 'The photo does not show the school.' });
    const english = await renderDashboard(ownerApi({ status: 200, body }));
    expect(await screen.findByText('Rejected: our team did not publish this campaign.')).toBeTruthy();
    expect(screen.getByText('Reason: The photo does not show the school.')).toBeTruthy();
    expect(screen.getByText('Status: Rejected')).toBeTruthy();
    english.unmount();

    const { container } = await renderDashboard(ownerApi({ status: 200, body }), { locale: 'am' });
    expect(await screen.findByText('ውድቅ ተደርጓል፦ ቡድናችን ይህን ዘመቻ አላተመውም።')).toBeTruthy();
    expect(screen.getByText('ምክንያት፦ The photo does not show the school.')).toBeTruthy();
    expect(screen.getByText('ሁኔታ፦ ውድቅ ተደርጓል')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('tells the owner the team unpublished a campaign, and why, in both languages', async () => {
    const body = myCampaign({ status: 'unpublished', review_note: 'Reported as misleading.' });
    const english = await renderDashboard(ownerApi({ status: 200, body }));
    expect(await screen.findByText(/^Unpublished: our team took this campaign down\./)).toBeTruthy();
    expect(screen.getByText('Reason: Reported as misleading.')).toBeTruthy();
    expect(screen.getByText('Status: Unpublished')).toBeTruthy();
    // Not public: no share button, no link to a public page.
    expect(screen.queryByRole('link', { name: 'View public page' })).toBeNull();
    english.unmount();

    await renderDashboard(ownerApi({ status: 200, body }), { locale: 'am' });
    expect(await screen.findByText(/^ከሕዝብ እይታ ተነስቷል፦ ቡድናችን/)).toBeTruthy();
    expect(screen.getByText('ሁኔታ፦ ከሕዝብ እይታ ተነስቷል')).toBeTruthy();
  });

  it('shows someone else’s campaign, or none, as not found, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = ownerApi(notFound);
    const { container } = await renderDashboard(api);
    await screen.findByRole('heading', { level: 1, name: 'Campaign not found' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('This campaign does not exist, or it is not one of yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My campaigns' }).getAttribute('href')).toBe(
      '/mycampaigns',
    );
    await waitFor(() => expect(document.title).toBe('Campaign not found · Lomi'));
    await expectNoAxeViolations(container);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(api.polls()).toBe(1);
  });

  it('asks nothing for an id that cannot exist', async () => {
    const api = ownerApi({ status: 200, body: myCampaign() });
    await renderDashboard(api, { url: '/my-campaign/12abc' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Campaign not found');
    expect(api.polls()).toBe(0);
  });

  it('offers to try again when the first read fails', async () => {
    const user = userEvent.setup();
    const api = ownerApi({ status: 503, body: { message: 'Unavailable', code: 'LOMI_ERR_UNAVAILABLE' } });
    await renderDashboard(api);
    await screen.findByRole('heading', { level: 1, name: 'This dashboard could not be loaded' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    api.set({ status: 200, body: myCampaign() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText('Live update')).textContent).toBe('Live update');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Clean water for Lalibela schools');
  });

  it('speaks Amharic', async () => {
    const api = ownerApi({ status: 200, body: myCampaign({ collected_amount: 50_000_000 }) });
    const { container } = await renderDashboard(api, { locale: 'am' });
    expect(await screen.findByText('ቀጥታ ዝማኔ')).toBeTruthy();
    expect(screen.getByText('አሁን ተዘምኗል')).toBeTruthy();
    expect(screen.getByText('ግብዎ ላይ ደርሰዋል!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ዘመቻውን ያጋሩ' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'የቅርብ ጊዜ ልገሳዎች' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`ዳሽቦርድ፦ Clean water for Lalibela schools · ሎሚ`));
    await expectNoAxeViolations(container);
  });
  it("lists this campaign's withdrawals with their statuses, the reason of a rejection and a failed payout", async () => {
    const base = {
      campaignId: 12,
      currency: 'ETB' as const,
      dateCreated: '2026-11-03T12:00:00.000Z',
      dateUpdated: '2026-11-08T12:00:00.000Z',
      rejectionReason: null,
      paidAt: null,
    };
    const mine: Withdrawal[] = [
      { ...base, id: 4, amount: 70_000, status: 'failed' },
      { ...base, id: 3, campaignId: 99, amount: 1_000, status: 'paid', paidAt: '2026-11-08T12:00:00.000Z' },
      {
        ...base,
        id: 2,
        amount: 50_000,
        status: 'rejected',
        rejectionReason: 'The account name does not match.',
      },
      { ...base, id: 1, amount: 1_234_550, status: 'paid', paidAt: '2026-11-08T12:00:00.000Z' },
    ];
    const api = ownerApi({ status: 200, body: myCampaign() }, undefined, mine);
    const { container } = await renderDashboard(api);
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Failed');
    expect(items[0]!.textContent).toContain(
      "The payout did not go through and nothing was paid. Lomi's team will pay it again.",
    );
    expect(items[1]!.textContent).toContain('Rejected');
    expect(items[1]!.textContent).toContain('Reason: The account name does not match.');
    expect(items[2]!.textContent).toMatch(/^ETB\s12,345\.50 Paid/);
    expect(items[2]!.textContent).toContain('paid Nov 8, 2026');
    expect(screen.getByRole('link', { name: 'All my withdrawals' }).getAttribute('href')).toBe('/withdraw');
    await expectNoAxeViolations(container);
  });
});
