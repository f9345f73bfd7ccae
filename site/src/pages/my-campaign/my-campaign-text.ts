import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

/** The creator dashboard's own texts (site/src/i18n/my-campaign/), fetched with the page. */
const myCampaignCatalog = createPageCatalog({
  en: () => import('../../i18n/my-campaign/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/my-campaign/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(myCampaignCatalog);

/** Gives its children the dashboard's texts (`useMyCampaignText`) on top of those of its parent providers. */
export const MyCampaignTextProvider = myCampaignCatalog.Provider;

/** The typed translator of the creator dashboard; only inside `MyCampaignTextProvider`. */
export const useMyCampaignText = myCampaignCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/my-campaign/en.json). */
export type MyCampaignMessageKey = PageCatalogKey<typeof myCampaignCatalog>;
