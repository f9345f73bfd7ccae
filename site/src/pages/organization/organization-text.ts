import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the public organization page, fetched when one is first shown. */
const organizationCatalog = createPageCatalog({
  en: () => import('../../i18n/organization/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/organization/am.json', { with: { type: 'json' } }),
});

/** Gives its children the organization page's texts (`useOrganizationText`) on top of the site's. */
export const OrganizationTextProvider = organizationCatalog.Provider;

/** The typed translator of the organization page; only inside `OrganizationTextProvider`. */
export const useOrganizationText = organizationCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/organization/en.json). */
export type OrganizationMessageKey = PageCatalogKey<typeof organizationCatalog>;
