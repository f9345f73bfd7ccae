import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

/** The campaign page's own texts (site/src/i18n/campaign/), fetched with the page. */
const campaignCatalog = createPageCatalog({
  en: () => import('../../i18n/campaign/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/campaign/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(campaignCatalog);

/** Gives its children the campaign page's texts (`useCampaignText`) on top of the site's. */
export const CampaignTextProvider = campaignCatalog.Provider;

/** The typed translator of the campaign page and its dialogs; only inside `CampaignTextProvider`. */
export const useCampaignText = campaignCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/campaign/en.json). */
export type CampaignMessageKey = PageCatalogKey<typeof campaignCatalog>;
