import { useMemo, type ReactNode } from 'react';
import { createLomiIntl, type Locale, type LomiClient, type LomiMessages } from '@lomi/core';
import { LomiContext, type LomiTheme } from './lomi-context.ts';

export interface LomiProviderProps {
  /** The API client every `…ById` component and hook fetches through (see `createLomiClient`). */
  client: LomiClient;
  /** Interface language. */
  locale: Locale;
  /** The catalog of `locale`, from `loadMessages(locale)`. */
  messages: LomiMessages;
  /** Colour scheme of the components. Default `light`. */
  theme?: LomiTheme;
  children?: ReactNode;
}

/** Gives Lomi components their API client, language and theme. Renders no element of its own. */
export function LomiProvider({ client, locale, messages, theme = 'light', children }: LomiProviderProps) {
  const intl = useMemo(() => createLomiIntl(locale, messages), [locale, messages]);
  const value = useMemo(() => ({ client, intl, locale, theme }), [client, intl, locale, theme]);
  // `.Provider` rather than React 19's `<Context value>` so the embed build on preact/compat works too.
  return <LomiContext.Provider value={value}>{children}</LomiContext.Provider>;
}
