import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the own campaigns page, fetched when it is shown. */
const myCampaignsCatalog = createPageCatalog({
  en: () => import('../../i18n/my-campaigns/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/my-campaigns/am.json', { with: { type: 'json' } }),
});

/** Gives its children the texts of the own campaigns page (`useMyCampaignsText`) on top of the site's. */
export const MyCampaignsTextProvider = myCampaignsCatalog.Provider;

/** The typed translator of the own campaigns page; only inside `MyCampaignsTextProvider`. */
export const useMyCampaignsText = myCampaignsCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/my-campaigns/en.json). */
export type MyCampaignsMessageKey = PageCatalogKey<typeof myCampaignsCatalog>;
