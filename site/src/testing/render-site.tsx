import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Locale, LomiClient } from '@lomi/core';
import { loadAllMessages } from '../language/load-messages.ts';
import { SiteLanguageProvider } from '../language/site-language-provider.tsx';
import { fakeApiClient } from './fake-api-client.ts';

interface RenderSiteOptions {
  /** The URL the router starts at. Default `/`. */
  url?: string;
  locale?: Locale;
  client?: LomiClient;
}

/** Shows the router's current URL, so tests can check what navigation did. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` as the site does: inside a router (in memory), the site's language provider with the real
 * catalogs of `locale`, and an API client (a fake answering 404 unless one is given).
 */
export async function renderSite(ui: ReactElement, options: RenderSiteOptions = {}) {
  const locale = options.locale ?? 'en';
  const messages = await loadAllMessages(locale);
  const client =
    options.client ??
    fakeApiClient(() => ({ status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } }));
  // A wrapper (not a wrapping element) so `rerender` keeps the router and providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[options.url ?? '/']}>
      <SiteLanguageProvider client={client} initial={{ locale, messages }}>
        {children}
        <CurrentUrl />
      </SiteLanguageProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper });
}
