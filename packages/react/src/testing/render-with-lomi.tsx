import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { loadMessages, type Locale, type LomiClient } from '@lomi/core';
import { LomiProvider } from '../provider/lomi-provider.tsx';
import type { LomiTheme } from '../provider/lomi-context.ts';
import { fixtureClient } from './fixture-client.ts';

export interface RenderWithLomiOptions {
  locale?: Locale;
  client?: LomiClient;
  theme?: LomiTheme;
}

/** Renders `ui` inside a LomiProvider with the real catalog of `locale` (English by default). */
export async function renderWithLomi(ui: ReactElement, options: RenderWithLomiOptions = {}) {
  const locale = options.locale ?? 'en';
  const messages = await loadMessages(locale);
  const client =
    options.client ??
    fixtureClient(() => ({ status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } }));
  // A wrapper (not a wrapping element) so `rerender` keeps the provider.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LomiProvider client={client} locale={locale} messages={messages} theme={options.theme ?? 'light'}>
      {children}
    </LomiProvider>
  );
  return render(ui, { wrapper });
}
