import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import {
  loadReportPageMessages,
  type ReportPageMessageKey,
} from '../i18n/report-page/report-page-messages.ts';

/** The texts of the report pages around the shared report form, fetched when one is first shown. */
const reportPageCatalog = createPageCatalog<ReportPageMessageKey>(loadReportPageMessages);

/** Gives its children the report pages' texts (`useReportPageText`) on top of the site's. */
export const ReportPageTextProvider = reportPageCatalog.Provider;

/** The typed translator of the report pages; only inside `ReportPageTextProvider`. */
export const useReportPageText = reportPageCatalog.useText;
