import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { AccountProfile, Locale, LomiClient } from '@lomi/core';
import { ToastProvider } from '@lomi/react';
import { loadAllMessages } from '../language/load-messages.ts';
import { SiteLanguageProvider } from '../language/site-language-provider.tsx';
import { SessionProvider } from '../session/session-provider.tsx';
import { createSessionStore, type SessionStore } from '../session/session-store.ts';
import { memoryTokenStorage } from '../session/memory-token-storage.ts';
import { fakeApiClient } from './fake-api-client.ts';

interface RenderSiteOptions {
  /** The URL the router starts at. Default `/`. */
  url?: string;
  locale?: Locale;
  client?: LomiClient;
  /** The session (see `signedInSession`). Default: an anonymous visitor. */
  session?: SessionStore;
}

/** Shows the router's current URL, so tests can check what navigation did. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` as the site does: inside a router (in memory), the site's language provider with the real
 * catalogs of `locale`, the toasts, and an API client (a fake answering 404 unless one is given).
 */
export async function renderSite(ui: ReactElement, options: RenderSiteOptions = {}) {
  const locale = options.locale ?? 'en';
  const messages = await loadAllMessages(locale);
  const client =
    options.client ??
    fakeApiClient(() => ({ status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } }));
  const session = options.session ?? anonymousSession();
  // A wrapper (not a wrapping element) so `rerender` keeps the router and providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[options.url ?? '/']}>
      <SiteLanguageProvider client={client} initial={{ locale, messages }}>
        <SessionProvider store={session}>
          <ToastProvider>
            {children}
            <CurrentUrl />
          </ToastProvider>
        </SessionProvider>
      </SiteLanguageProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper });
}

/** A session with nobody signed in, as after the start-up check without a token. */
export function anonymousSession(): SessionStore {
  const store = createSessionStore(memoryTokenStorage());
  void store.restore(fakeApiClient(() => ({ status: 401, body: {} })));
  return store;
}

/**
 * A session signed in as `user` (token `test-token`). Give the same store's token to the fake client when a
 * test checks the bearer header: `fakeApiClient(route, { getAccessToken: store.token })`.
 */
export function signedInSession(user: Partial<AccountProfile> = {}): SessionStore {
  return createSessionStore(memoryTokenStorage('test-token'), {
    signedIn: { token: 'test-token', user: { ...TEST_USER, ...user } },
  });
}

/** The user of `signedInSession`. */
export const TEST_USER: AccountProfile = {
  id: 7,
  username: 'abebe',
  email: 'abebe@example.et',
  full_name: 'Abebe Kebede',
  phone: null,
  auth_type: 'password',
  role: 'user',
};
