import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the report pages around the shared report form, fetched when one is first shown. */
const reportPageCatalog = createPageCatalog({
  en: () => import('../../i18n/report-page/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/report-page/am.json', { with: { type: 'json' } }),
});

/** Gives its children the report pages' texts (`useReportPageText`) on top of the site's. */
export const ReportPageTextProvider = reportPageCatalog.Provider;

/** The typed translator of the report pages; only inside `ReportPageTextProvider`. */
export const useReportPageText = reportPageCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/report-page/en.json). */
export type ReportPageMessageKey = PageCatalogKey<typeof reportPageCatalog>;
