import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of /create-organization and /edit-organization/{id}, fetched when one of them is shown. */
const organizationFormCatalog = createPageCatalog({
  en: () => import('../../i18n/organization-form/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/organization-form/am.json', { with: { type: 'json' } }),
});

/** Gives its children the organization form's texts (`useOrganizationFormText`) on top of the site's. */
export const OrganizationFormTextProvider = organizationFormCatalog.Provider;

/** The typed translator of the organization form; only inside `OrganizationFormTextProvider`. */
export const useOrganizationFormText = organizationFormCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/organization-form/en.json). */
export type OrganizationFormMessageKey = PageCatalogKey<typeof organizationFormCatalog>;
