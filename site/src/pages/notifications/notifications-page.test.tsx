import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import NotificationsRoute from './notifications-page.tsx';

const HOUR = 3_600_000;

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    title: 'New donation received',
    content: `Hirut Tadesse gave ETB 500.00 to your campaign "Clean water".`,
    is_read: false,
    created: new Date(Date.now() - id * HOUR).toISOString(),
    related_campaign: { id: 12 },
    kind: 'donation_received',
    params: {
      donation_id: 40 + id,
      amount: 50_000,
      currency: 'ETB',
      donor_name: 'Hirut Tadesse',
      campaign_title: 'Clean water',
    },
    ...overrides,
  };
}

/** A fake notifications API over `stored`, with 2 pages when `count` says so. */
function notificationsApi(stored: Notification[], count = stored.length) {
  const calls: string[] = [];
  const client = fakeApiClient((url, request) => {
    const path = url.pathname;
    if (path === '/api/notifications/' && request.method === 'GET') {
      calls.push('list');
      return { status: 200, body: { count, results: stored, lastPage: Math.ceil(count / 10), total: count } };
    }
    if (path === '/api/notifications/count/') {
      calls.push('count');
      return { status: 200, body: { count: stored.filter((item) => !item.is_read).length } };
    }
    const one = /^\/api\/notifications\/mark-as-read\/(\d+)\/$/.exec(path);
    if (one && request.method === 'POST') {
      calls.push(`read ${one[1]}`);
      const item = stored.find((entry) => entry.id === Number(one[1]))!;
      item.is_read = true;
      return { status: 200, body: item };
    }
    if (path === '/api/notifications/mark-all-as-read/' && request.method === 'POST') {
      calls.push('read all');
      const updated = stored.filter((item) => !item.is_read).length;
      for (const item of stored) item.is_read = true;
      return { status: 200, body: { updated } };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  });
  return { client, calls };
}

describe('/notifications', () => {
  it('words each notification from its kind, shows the unread count, and marks one as read', async () => {
    const user = userEvent.setup();
    const stored = [
      notification(1),
      notification(2, {
        kind: 'goal_reached',
        title: 'You have reached your goal!',
        content: '"Clean water" has raised ETB 5,100.00 of its ETB 5,000.00 goal.',
        params: { campaign_title: 'Clean water', collected: 510_000, target: 500_000 },
      }),
      notification(3, {
        kind: null,
        params: null,
        title: 'Organization approved',
        content: 'Gondar Community Health Initiative has been approved.',
        is_read: true,
        related_campaign: null,
      }),
    ];
    const { client, calls } = notificationsApi(stored);
    const { container } = await renderSite(<NotificationsRoute />, { client, session: signedInSession() });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Notifications');
    expect(await screen.findByText('2 unread notifications')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('article');
    // Intl puts a no-break space between a currency code and its amount.
    expect(items.map((item) => item.querySelector('p')?.textContent?.replace(/\s/g, ' '))).toEqual([
      'Hirut Tadesse gave ETB 500.00 to your campaign “Clean water”.',
      '“Clean water” has raised ETB 5,100.00 of its ETB 5,000.00 goal.',
      'Gondar Community Health Initiative has been approved.',
    ]);
    expect(within(items[1]!).getByRole('heading').textContent).toBe('You have reached your goal!');
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(within(items[2]!).queryByText('Unread')).toBeNull();
    expect(within(items[2]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(within(items[0]!).getByRole('link', { name: 'View the campaign' }).getAttribute('href')).toBe(
      '/campaign/12',
    );
    await waitFor(() => expect(document.title).toBe('Notifications · Lomi'));
    await expectNoAxeViolations(container);

    const mark = within(items[0]!).getByRole('button', { name: 'Mark as read' });
    expect(mark.getAttribute('aria-describedby')).toBe(within(items[0]!).getByRole('heading').id);
    await user.click(mark);
    expect(await screen.findByText('1 unread notification')).toBeTruthy();
    expect(within(items[0]!).queryByText('Unread')).toBeNull();
    expect(document.activeElement).toBe(items[0]);
    expect(calls.filter((call) => call !== 'count')).toEqual(['list', 'read 1']);
    expect(calls.filter((call) => call === 'count').length).toBeGreaterThanOrEqual(2);
  });

  it('marks all as read: the list and the count are fetched again, and the button goes inert', async () => {
    const user = userEvent.setup();
    const { client, calls } = notificationsApi([notification(1), notification(2)]);
    await renderSite(<NotificationsRoute />, { client, session: signedInSession() });
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    expect(await screen.findByText('2 unread notifications')).toBeTruthy();

    await user.click(markAll);
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText('Unread')).toEqual([]));
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
    expect(calls.filter((call) => call !== 'count')).toEqual(['list', 'read all', 'list']);

    await user.click(markAll);
    expect(calls.filter((call) => call === 'read all')).toHaveLength(1);
  });

  it('pages through more than 10 and says when there are none', async () => {
    const { client } = notificationsApi([notification(1)], 14);
    const { unmount } = await renderSite(<NotificationsRoute />, { client, session: signedInSession() });
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    unmount();

    await renderSite(<NotificationsRoute />, {
      client: notificationsApi([]).client,
      session: signedInSession(),
    });
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('words notifications in Amharic', async () => {
    const { client } = notificationsApi([
      notification(1, { params: { ...notification(1).params, donor_name: null } }),
    ]);
    const { container } = await renderSite(<NotificationsRoute />, {
      client,
      locale: 'am',
      session: signedInSession(),
    });
    expect(await screen.findByRole('heading', { name: 'አዲስ ልገሳ ደርሷል' })).toBeTruthy();
    expect(container.textContent).toContain('ስማቸውን ያልገለጹ ለጋሽ ለዘመቻዎ «Clean water»');
    expect(await screen.findByText('1 ያልተነበበ ማሳወቂያ')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
