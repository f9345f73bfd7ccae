import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const consoleStartCatalog = createPageCatalog({
  en: () => import('../../i18n/console-start/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-start/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(consoleStartCatalog);

/** The texts of the console's start page, fetched with it. */
export const ConsoleStartTextProvider = consoleStartCatalog.Provider;

/** The typed translator of the start page; only inside `ConsoleStartTextProvider`. */
export const useConsoleStartText = consoleStartCatalog.useText;

/** The keys of the start page's catalog (site/src/i18n/console-start/en.json). */
export type ConsoleStartMessageKey = PageCatalogKey<typeof consoleStartCatalog>;
