import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

/** The campaign report page's texts (site/src/i18n/campaign-report/), fetched with the page. */
const campaignReportCatalog = createPageCatalog({
  en: () => import('../../i18n/campaign-report/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/campaign-report/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(campaignReportCatalog);

/** Gives its children the report's texts (`useCampaignReportText`). */
export const CampaignReportTextProvider = campaignReportCatalog.Provider;

/** The typed translator of the report page; only inside `CampaignReportTextProvider`. */
export const useCampaignReportText = campaignReportCatalog.useText;

/** The keys of the catalog (site/src/i18n/campaign-report/en.json). */
export type CampaignReportMessageKey = PageCatalogKey<typeof campaignReportCatalog>;
