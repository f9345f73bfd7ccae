import { Suspense, useState, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`clicked ${count}`}
    </button>
  );
}

/** A module load the test finishes by hand. */
function deferredModule() {
  let finish: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Counter }>((resolve) => {
        finish = () => resolve({ default: Counter });
      }),
  );
  return { load, finish: () => finish() };
}

function Shell({ Page }: { Page: ComponentType }) {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first commit, without the Suspense fallback', async () => {
    const { load, finish } = deferredModule();
    const { Page, preload } = lazyPage(load);
    const preloaded = preload();
    finish();
    await preloaded;

    render(<Shell Page={Page} />);
    // Synchronously there: no fallback, so no throttled reveal.
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('falls back to the lazy component while the module is still on its way', async () => {
    const { load, finish } = deferredModule();
    const { Page } = lazyPage(load);
    render(<Shell Page={Page} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'clicked 0' })).toBeTruthy();
  });

  it('keeps a page mounted lazily (and its state) once the module arrives and the page re-renders', async () => {
    const { load, finish } = deferredModule();
    const { Page } = lazyPage(load);
    const { rerender } = render(<Shell Page={Page} />);
    await act(async () => finish());
    await userEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));
    rerender(<Shell Page={Page} />);
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
  });

  it('resolves its preload even when the download fails, so the app still starts', async () => {
    const { Page, preload } = lazyPage(() => Promise.reject(new Error('offline')));
    await expect(preload()).resolves.toBeUndefined();
    expect(Page).toBeTypeOf('function');
  });
});
