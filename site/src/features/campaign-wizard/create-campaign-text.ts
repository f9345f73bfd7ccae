import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the create-campaign wizard, fetched when it is shown. */
const createCampaignCatalog = createPageCatalog({
  en: () => import('../../i18n/create-campaign/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/create-campaign/am.json', { with: { type: 'json' } }),
});

/** Gives its children the wizard's texts (`useCreateCampaignText`) on top of the site's. */
export const CreateCampaignTextProvider = createCampaignCatalog.Provider;

/** The typed translator of the wizard; only inside `CreateCampaignTextProvider`. */
export const useCreateCampaignText = createCampaignCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/create-campaign/en.json). */
export type CreateCampaignMessageKey = PageCatalogKey<typeof createCampaignCatalog>;
