import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const reportsCatalog = createPageCatalog({
  en: () => import('../../i18n/console-reports/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-reports/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(reportsCatalog);

/** The texts of the reports inbox, fetched with it. */
export const ReportsTextProvider = reportsCatalog.Provider;

/** The typed translator of the reports inbox; only inside `ReportsTextProvider`. */
export const useReportsText = reportsCatalog.useText;

/** The keys of the reports catalog (site/src/i18n/console-reports/en.json). */
export type ReportsMessageKey = PageCatalogKey<typeof reportsCatalog>;
