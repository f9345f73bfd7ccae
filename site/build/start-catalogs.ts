import type { Locale } from '@lomi/core';
import { START_FEATURES } from '../src/language/start-features.ts';

const siteCatalog = /[\\/]site[\\/]src[\\/]i18n[\\/](en|am)\.json$/;
const sharedCatalog = /[\\/]packages[\\/]core[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z-]+)[\\/](en|am)\.json$/;
const startFeatures: readonly string[] = START_FEATURES;

/**
 * The language of a catalog every first load fetches before its first paint, or null for any other module:
 * what `loadAllMessages(locale)` (site/src/language/load-messages.ts) fetches, i.e. the site catalog
 * `site/src/i18n/<locale>.json` and the shared catalogs of `START_FEATURES`. The route preloads announce them
 * in every page. (Bundled into one chunk per language, each would still need a facade chunk of its own, as
 * each is imported on its own: more files, not fewer.)
 */
export function startCatalogLocale(id: string): Locale | null {
  const site = siteCatalog.exec(id);
  if (site) return site[1] as Locale;
  const shared = sharedCatalog.exec(id);
  return shared && startFeatures.includes(shared[1]!) ? (shared[2] as Locale) : null;
}
