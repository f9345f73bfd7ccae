import { createContext, useContext } from 'react';
import type { Locale, MessageFeature } from '@lomi/core';

/** The current language and the way to change it. */
export interface SiteLanguage {
  locale: Locale;
  /** Switches the language, keeping the page: `am` is written to the URL as `?lang=am`, `en` removes it. */
  selectLocale(locale: Locale): void;
  /** The shared components' message groups loaded in the current language. */
  loadedFeatures: readonly MessageFeature[];
  /** Loads more message groups (in this and any later language); see `useMessageFeatures`. */
  addFeatures(features: readonly MessageFeature[]): void;
}

export const SiteLanguageContext = createContext<SiteLanguage | null>(null);

/** The site's language; only inside `SiteLanguageProvider`. */
export function useSiteLanguage(): SiteLanguage {
  const language = useContext(SiteLanguageContext);
  if (!language) throw new Error('useSiteLanguage() needs a <SiteLanguageProvider> above it.');
  return language;
}
