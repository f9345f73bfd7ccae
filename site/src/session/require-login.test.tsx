import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '@lomi/core';
import { fakeApiClient } from '../testing/fake-api-client.ts';
import { anonymousSession, renderSite, signedInSession, TEST_USER } from '../testing/render-site.tsx';
import { RequireLoggedOut, RequireLogin } from './require-login.tsx';

function routes() {
  return (
    <Routes>
      <Route path="/" element={<p>Home</p>} />
      <Route
        path="/saved"
        element={
          <RequireLogin>
            <p>Saved Campaigns</p>
          </RequireLogin>
        }
      />
      <Route
        path="/login"
        element={
          <RequireLoggedOut>
            <p>Log in</p>
          </RequireLoggedOut>
        }
      />
    </Routes>
  );
}

describe('RequireLogin and RequireLoggedOut', () => {
  it('sends an anonymous visitor of a login-only page to /login, naming the way back', async () => {
    await renderSite(routes(), { url: '/saved?page=2', session: anonymousSession() });
    expect(screen.getByTestId('url').textContent).toBe('/login?next=%2Fsaved%3Fpage%3D2');
    expect(screen.getByText('Log in')).toBeTruthy();
    expect(screen.queryByText('Saved Campaigns')).toBeNull();
  });

  it('shows a login-only page to a signed-in user', async () => {
    await renderSite(routes(), { url: '/saved', session: signedInSession() });
    expect(screen.getByText('Saved Campaigns')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/saved');
  });

  it('goes back to the page that asked once the visitor signs in', async () => {
    const session = anonymousSession();
    const client = fakeApiClient(() => ({ status: 200, body: TEST_USER satisfies AccountProfile }), {
      getAccessToken: session.token,
    });
    await renderSite(routes(), { url: '/saved', session, client });
    expect(screen.getByTestId('url').textContent).toBe('/login?next=%2Fsaved');
    await act(() =>
      session.signIn(client, {
        access: 'jwt',
        token_type: 'Bearer',
        expires_in: 60,
        user: { ...TEST_USER, firstname: '', lastname: '' },
      }),
    );
    expect(screen.getByTestId('url').textContent).toBe('/saved');
    expect(screen.getByText('Saved Campaigns')).toBeTruthy();
  });

  it('sends a signed-in user away from /login: to next, or home', async () => {
    const { unmount } = await renderSite(routes(), { url: '/login', session: signedInSession() });
    expect(screen.getByTestId('url').textContent).toBe('/');
    unmount();
    await renderSite(routes(), { url: '/login?next=%2Fsaved', session: signedInSession() });
    expect(screen.getByTestId('url').textContent).toBe('/saved');
  });

  it('sends a signed-in user home from /login?next=//a%253Ab instead of breaking the page (review #13)', async () => {
    await renderSite(routes(), { url: '/login?next=//a%253Ab', session: signedInSession() });
    expect(screen.getByTestId('url').textContent).toBe('/');
    expect(screen.getByText('Home')).toBeTruthy();
  });

  it('sends a user home when next hides another origin behind a tab ("/<tab>/x" parses as "//x")', async () => {
    const session = anonymousSession();
    const client = fakeApiClient(() => ({ status: 200, body: TEST_USER satisfies AccountProfile }), {
      getAccessToken: session.token,
    });
    await renderSite(routes(), { url: '/login?next=%2F%09%2Fexample.com', session, client });
    await act(() =>
      session.signIn(client, {
        access: 'jwt',
        token_type: 'Bearer',
        expires_in: 60,
        user: { ...TEST_USER, firstname: '', lastname: '' },
      }),
    );
    expect(screen.getByTestId('url').textContent).toBe('/');
    expect(screen.getByText('Home')).toBeTruthy();
  });

  it('sends a user who logs out on a login-only page to plain /login, not back to the page', async () => {
    const session = signedInSession();
    const client = fakeApiClient(() => ({ status: 200, body: { message: 'You have been signed out.' } }), {
      getAccessToken: session.token,
    });
    await renderSite(routes(), { url: '/saved', session, client });
    await act(() => session.logOut(client));
    expect(screen.getByTestId('url').textContent).toBe('/login');
    expect(client.requests.map((url) => url.pathname)).toEqual(['/auth/logout/']);
  });

  it('sends a visitor whose session ends on a login-only page to /login', async () => {
    const session = signedInSession();
    await renderSite(routes(), { url: '/saved', session });
    act(() => session.signOut());
    expect(screen.getByTestId('url').textContent).toBe('/login?next=%2Fsaved');
  });
});
