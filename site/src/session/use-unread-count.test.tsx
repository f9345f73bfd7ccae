import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApiClient } from '../testing/fake-api-client.ts';
import { anonymousSession, renderSite, signedInSession } from '../testing/render-site.tsx';
import { UNREAD_POLL_MS } from './unread-count-store.ts';
import { useUnreadCount } from './use-unread-count.ts';

function Badge() {
  const { count, refresh } = useUnreadCount();
  return (
    <button type="button" onClick={() => void refresh()}>
      {`unread ${count}`}
    </button>
  );
}

function countingClient(start: number) {
  let count = start;
  const client = fakeApiClient((url) =>
    url.pathname === '/api/notifications/count/'
      ? { status: 200, body: { count } }
      : { status: 404, body: { message: 'Not found' } },
  );
  const asked = () => client.requests.filter((url) => url.pathname === '/api/notifications/count/').length;
  return { client, asked, set: (next: number) => (count = next) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useUnreadCount', () => {
  it('asks nothing while anonymous and shows 0', async () => {
    const { client, asked } = countingClient(4);
    await renderSite(<Badge />, { client, session: anonymousSession() });
    expect(screen.getByRole('button').textContent).toBe('unread 0');
    expect(asked()).toBe(0);
  });

  it('polls every minute while the page is visible, on focus, and on refresh()', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, asked, set } = countingClient(2);
    await renderSite(
      <>
        <Badge />
        <Badge />
      </>,
      { client, session: signedInSession() },
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('button')[0]?.textContent).toBe('unread 2');
    // Two components showing the count share one poll.
    expect(asked()).toBe(1);

    set(5);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(asked()).toBe(2);
    expect(screen.getAllByRole('button')[1]?.textContent).toBe('unread 5');

    set(1);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(asked()).toBe(3);
    expect(screen.getAllByRole('button')[0]?.textContent).toBe('unread 1');

    set(0);
    await act(async () => {
      screen.getAllByRole('button')[0]?.click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getAllByRole('button')[0]?.textContent).toBe('unread 0');
  });

  it('stops polling once signed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, asked } = countingClient(3);
    const session = signedInSession();
    await renderSite(<Badge />, { client, session });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button').textContent).toBe('unread 3');
    act(() => session.signOut());
    expect(screen.getByRole('button').textContent).toBe('unread 0');
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3));
    expect(asked()).toBe(1);
  });
});
