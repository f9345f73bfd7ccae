import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const consoleOrganizationsCatalog = createPageCatalog({
  en: () => import('../../i18n/console-organizations/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-organizations/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(consoleOrganizationsCatalog);

/** The texts of the console's organization screens, fetched with them. */
export const OrganizationsTextProvider = consoleOrganizationsCatalog.Provider;

/** The typed translator of the organization screens; only inside `OrganizationsTextProvider`. */
export const useOrganizationsText = consoleOrganizationsCatalog.useText;

/** The keys of the catalog (site/src/i18n/console-organizations/en.json). */
export type OrganizationsMessageKey = PageCatalogKey<typeof consoleOrganizationsCatalog>;
