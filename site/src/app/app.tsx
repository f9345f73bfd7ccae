import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ToastProvider } from '@lomi/react';
import type { LomiClient, Locale } from '@lomi/core';
import { SiteLanguageProvider } from '../language/site-language-provider.tsx';
import type { AllMessages } from '../language/load-messages.ts';
import { SiteLayout } from '../layout/site-layout.tsx';
import { RequireLoggedOut, RequireLogin } from '../session/require-login.tsx';
import { SessionProvider } from '../session/session-provider.tsx';
import type { SessionStore } from '../session/session-store.ts';
import { pages, type PageAccess } from './pages.ts';

interface AppProps {
  client: LomiClient;
  /** The session, already checked (§4); its token is the one `client` sends. */
  session: SessionStore;
  initial: { locale: Locale; messages: AllMessages };
}

/** The site: the routes of §2 built so far inside the common layout; every other path is "Page Not Found!". */
export function App({ client, session, initial }: AppProps) {
  return (
    <BrowserRouter>
      <SiteLanguageProvider client={client} initial={initial}>
        <SessionProvider store={session}>
          <ToastProvider>
            <Routes>
              <Route element={<SiteLayout />}>
                {pages.map(({ path, Page, access }) => (
                  <Route key={path} path={path} element={guarded(access, <Page />)} />
                ))}
              </Route>
            </Routes>
          </ToastProvider>
        </SessionProvider>
      </SiteLanguageProvider>
    </BrowserRouter>
  );
}

/** A login-only page sends anonymous visitors to /login before its code is even fetched, and vice versa. */
function guarded(access: PageAccess, page: ReactElement): ReactElement {
  if (access === 'login') return <RequireLogin>{page}</RequireLogin>;
  if (access === 'logged-out') return <RequireLoggedOut>{page}</RequireLoggedOut>;
  return page;
}
