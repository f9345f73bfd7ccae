import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../shared/page-text/create-page-catalog.tsx';

const consoleCatalog = createPageCatalog({
  en: () => import('../i18n/console/en.json', { with: { type: 'json' } }),
  am: () => import('../i18n/console/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(consoleCatalog);

/** The console's own texts (layout, navigation, refusal), fetched with the console. */
export const ConsoleTextProvider = consoleCatalog.Provider;

/** The typed translator of the console catalog; only inside `ConsoleTextProvider`. */
export const useConsoleText = consoleCatalog.useText;

/** The keys of the console catalog (site/src/i18n/console/en.json). */
export type ConsoleMessageKey = PageCatalogKey<typeof consoleCatalog>;
