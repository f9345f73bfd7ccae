import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { ToastProvider } from './toast-provider.tsx';
import { useToast } from './toast-context.ts';

/** A screen that shows a toast, as the withdraw request does when it fails. */
function Screen() {
  const toast = useToast();
  return (
    <main>
      <button
        type="button"
        onClick={() => toast.show('Failed requesting withdrawal, please try again!', { tone: 'error' })}
      >
        Request
      </button>
    </main>
  );
}

async function renderScreen(locale: 'en' | 'am' = 'en') {
  return renderWithLomi(
    <ToastProvider>
      <Screen />
    </ToastProvider>,
    { locale },
  );
}

const toasts = () => screen.queryAllByRole('listitem');

beforeAll(() => {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('shows a toast in a polite live region, a list named Notifications, without taking the focus', async () => {
    await renderScreen();
    const live = document.querySelector('[data-lomi-toasts]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    // Empty, it adds nothing to the page's structure: no list, no landmark.
    expect(screen.queryByRole('list')).toBeNull();

    const request = screen.getByRole('button', { name: 'Request' });
    request.focus();
    fireEvent.click(request);

    expect(screen.getByRole('list', { name: 'Notifications' }).parentElement).toBe(live);
    expect(live?.textContent).toContain('Failed requesting withdrawal, please try again!');
    expect(toasts()[0]?.getAttribute('data-tone')).toBe('error');
    expect(document.activeElement).toBe(request);
    await expectNoAxeViolations(document.body);
  });

  it('closes by itself after 3000 ms (§9)', async () => {
    vi.useFakeTimers();
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));

    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(toasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toasts()).toHaveLength(0);
  });

  it('stays while hovered and runs on with the time left once the pointer leaves', async () => {
    vi.useFakeTimers();
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    fireEvent.pointerEnter(toasts()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]?.getAttribute('data-state')).toBe('paused');

    fireEvent.pointerLeave(toasts()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(toasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toasts()).toHaveLength(0);
  });

  it('stays while the focus is in it, and the keyboard can dismiss it', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Request' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }));

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(toasts()).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(toasts()).toHaveLength(0);
  });

  it('stacks several toasts and closes each on its own', async () => {
    vi.useFakeTimers();
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(toasts()).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(toasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(toasts()).toHaveLength(0);
  });

  it('speaks Amharic', async () => {
    await renderScreen('am');
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));

    expect(screen.getByRole('list', { name: 'ማሳወቂያዎች' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ማሳወቂያውን ዝጋ' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('fails early, naming the fix, when used without a provider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithLomi(<Screen />)).rejects.toThrow(/useToast\(\) needs a <ToastProvider>/);
  });
});
