import { createContext, useContext } from 'react';
import type { LomiClient, LomiIntl, Locale } from '@lomi/core';

/** Colour scheme of the components; `dark` sets `data-theme="dark"` on each `.lomi-root`. */
export type LomiTheme = 'light' | 'dark';

export interface LomiContextValue {
  client: LomiClient;
  intl: LomiIntl;
  locale: Locale;
  theme: LomiTheme;
}

export const LomiContext = createContext<LomiContextValue | null>(null);

/** The provider's value; fails early, naming the fix, when a component is rendered outside it. */
export function useLomiContext(caller: string): LomiContextValue {
  const value = useContext(LomiContext);
  if (value === null) {
    throw new Error(
      `[lomi] ${caller} must be rendered inside <LomiProvider client={…} locale={…} messages={…}>. ` +
        'See packages/react/README.md.',
    );
  }
  return value;
}
