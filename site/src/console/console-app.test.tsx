import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pages } from '../app/pages.ts';
import { RequireLogin } from '../session/require-login.tsx';
import { anonymousSession, renderSite, signedInSession } from '../testing/render-site.tsx';
import ConsoleApp from './console-app.tsx';
import type { ConsoleScreen } from './console-screens.ts';
import { renderConsole } from './render-console.tsx';

const screenOf = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

/** Two sections with screens, and a detail screen without a navigation item. */
const SCREENS: ConsoleScreen[] = [
  { path: '', nav: 'start', load: screenOf('Start screen') },
  { path: 'operators', nav: 'operators', load: screenOf('Operators screen') },
  { path: 'operators/:id', load: screenOf('One operator') },
];

describe('the console shell', () => {
  it('is one login-only entry of the site’s pages: anonymous visitors log in first and come back', async () => {
    expect(pages.filter((page) => page.path.startsWith('/console'))).toEqual([
      expect.objectContaining({ path: '/console/*', access: 'login' }),
    ]);
    await renderSite(
      <Routes>
        <Route
          path="/console/*"
          element={
            <RequireLogin>
              <ConsoleApp screens={SCREENS} />
            </RequireLogin>
          }
        />
        <Route path="/login" element={<p>Log in</p>} />
      </Routes>,
      { url: '/console/operators', session: anonymousSession() },
    );
    expect(screen.getByTestId('url').textContent).toBe('/login?next=%2Fconsole%2Foperators');
  });

  it('tells a signed-in user who is not an operator that the console is for operators only', async () => {
    await renderConsole('/console', { session: signedInSession({ role: 'user' }), screens: SCREENS });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Only Lomi's operators can open the console" }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Start screen')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('refuses in Amharic too', async () => {
    await renderConsole('/console', { session: signedInSession(), screens: SCREENS, locale: 'am' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ኮንሶሉን መክፈት የሚችሉት የሎሚ ኦፕሬተሮች ብቻ ናቸው' }),
    ).toBeTruthy();
  });

  it('shows an operator the start screen, a skip link and the sections whose screens exist', async () => {
    await renderConsole('/console', { screens: SCREENS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Start screen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Skip to the console's content" }).getAttribute('href')).toBe(
      '#console-content',
    );
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/console'],
      ['Operators', '/console/operators'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();
  });

  it('opens a nested screen and marks its section as the current one', async () => {
    await renderConsole('/console/operators', { screens: SCREENS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operators screen' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Operators' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });

  it('routes detail screens with parameters, and says so for a console path no screen answers', async () => {
    const { unmount } = await renderConsole('/console/operators/4', { screens: SCREENS });
    expect(await screen.findByRole('heading', { level: 1, name: 'One operator' })).toBeTruthy();
    unmount();
    await renderConsole('/console/nothing-here', { screens: SCREENS });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This console page does not exist' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the overview' }).getAttribute('href')).toBe('/console');
  });

  it('labels every section in both languages, and lists the real screens with known sections', async () => {
    const { CONSOLE_SCREENS } = await import('./console-screens.ts');
    const { CONSOLE_SECTIONS } = await import('./console-nav.ts');
    expect(CONSOLE_SCREENS.filter((item) => item.nav && !CONSOLE_SECTIONS.includes(item.nav))).toEqual([]);
    expect(CONSOLE_SCREENS.find((item) => item.path === '')?.nav).toBe('start');
    const en = (await import('../i18n/console/en.json')).default as Record<string, string>;
    const am = (await import('../i18n/console/am.json')).default as Record<string, string>;
    expect(Object.keys(am).sort()).toEqual(Object.keys(en).sort());
    expect(en['console.nav.payments']).toBe('Payments to review');
  });
});
