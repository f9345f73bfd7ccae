import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const consoleCampaignsCatalog = createPageCatalog({
  en: () => import('../../i18n/console-campaigns/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-campaigns/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(consoleCampaignsCatalog);

/** The texts of the console's campaign screens, fetched with them. */
export const ConsoleCampaignsTextProvider = consoleCampaignsCatalog.Provider;

/** The typed translator of the campaign screens; only inside `ConsoleCampaignsTextProvider`. */
export const useConsoleCampaignsText = consoleCampaignsCatalog.useText;

/** The keys of the catalog (site/src/i18n/console-campaigns/en.json). */
export type ConsoleCampaignsMessageKey = PageCatalogKey<typeof consoleCampaignsCatalog>;
