import { lazy, Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { SiteLayout } from '../../layout/site-layout.tsx';
import { renderSite } from '../../testing/render-site.tsx';
import { LoadErrorBoundary } from './load-error-boundary.tsx';

const MESSAGE = 'This part of the page could not be loaded. Check your connection, then reload the page.';

function Broken(): never {
  throw new Error('render failed');
}

// React reports every error a boundary catches on the console; the tests expect those errors.
function silenceReactErrorLog() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('LoadErrorBoundary', () => {
  it('shows its children while nothing fails', async () => {
    await renderSite(
      <LoadErrorBoundary>
        <p>Campaign</p>
      </LoadErrorBoundary>,
    );
    expect(screen.getByText('Campaign')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces a part that throws with a quiet notice whose button reloads', async () => {
    silenceReactErrorLog();
    const onReload = vi.fn();
    const { container } = await renderSite(
      <main>
        <p>Header</p>
        <LoadErrorBoundary onReload={onReload}>
          <Broken />
        </LoadErrorBoundary>
      </main>,
    );

    expect(screen.getByRole('alert').textContent).toBe(`${MESSAGE}Reload page`);
    expect(screen.getByText('Header')).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('catches a lazy component whose code cannot be downloaded', async () => {
    silenceReactErrorLog();
    const Page = lazy(() =>
      Promise.reject<{ default: () => null }>(
        new TypeError('Failed to fetch dynamically imported module: /assets/page-1a2b.js'),
      ),
    );
    await renderSite(
      <LoadErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </LoadErrorBoundary>,
    );

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGE);
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('speaks Amharic', async () => {
    silenceReactErrorLog();
    const { container } = await renderSite(
      <main>
        <LoadErrorBoundary>
          <Broken />
        </LoadErrorBoundary>
      </main>,
      { locale: 'am' },
    );

    expect(screen.getByRole('alert').textContent).toBe(
      'ይህ የገጹ ክፍል ሊጫን አልቻለም። ግንኙነትዎን አረጋግጠው ገጹን እንደገና ይጫኑ።ገጹን እንደገና ይጫኑ',
    );
    await expectNoAxeViolations(container);
  });

  it('tries again when its reset key changes', async () => {
    silenceReactErrorLog();
    const { rerender } = await renderSite(
      <LoadErrorBoundary resetKey="/campaign/1">
        <Broken />
      </LoadErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();

    rerender(
      <LoadErrorBoundary resetKey="/campaign/1">
        <p>Still the same page</p>
      </LoadErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();

    rerender(
      <LoadErrorBoundary resetKey="/explore">
        <p>Explore</p>
      </LoadErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Explore')).toBeTruthy();
  });

  it('in the site layout, keeps the header working: another page opens after one failed', async () => {
    silenceReactErrorLog();
    // The layout scrolls to the top on navigation, which jsdom does not implement.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderSite(
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/" element={<Broken />} />
          <Route path="/explore" element={<p>Explore campaigns</p>} />
        </Route>
      </Routes>,
    );

    expect(screen.getByRole('main').textContent).toContain(MESSAGE);

    await userEvent.click(screen.getAllByRole('link', { name: 'Explore' })[0]!);

    expect(screen.getByTestId('url').textContent).toBe('/explore');
    expect(screen.getByRole('main').textContent).toBe('Explore campaigns');
  });
});
