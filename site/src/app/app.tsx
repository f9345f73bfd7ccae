import { BrowserRouter, Route, Routes } from 'react-router';
import type { LomiClient, Locale } from '@lomi/core';
import { SiteLanguageProvider } from '../language/site-language-provider.tsx';
import type { AllMessages } from '../language/load-messages.ts';
import { SiteLayout } from '../layout/site-layout.tsx';
import { pages } from './pages.ts';

interface AppProps {
  client: LomiClient;
  initial: { locale: Locale; messages: AllMessages };
}

/** The site: the routes of §2 built so far inside the common layout; every other path is "Page Not Found!". */
export function App({ client, initial }: AppProps) {
  return (
    <BrowserRouter>
      <SiteLanguageProvider client={client} initial={initial}>
        <Routes>
          <Route element={<SiteLayout />}>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
        </Routes>
      </SiteLanguageProvider>
    </BrowserRouter>
  );
}
