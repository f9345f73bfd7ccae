import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the delete-account page, fetched when it is shown. */
const deleteAccountCatalog = createPageCatalog({
  en: () => import('../../i18n/delete-account/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/delete-account/am.json', { with: { type: 'json' } }),
});

/** Gives its children the texts of the delete-account page (`useDeleteAccountText`) on top of the site's. */
export const DeleteAccountTextProvider = deleteAccountCatalog.Provider;

/** The typed translator of the delete-account page; only inside `DeleteAccountTextProvider`. */
export const useDeleteAccountText = deleteAccountCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/delete-account/en.json). */
export type DeleteAccountMessageKey = PageCatalogKey<typeof deleteAccountCatalog>;
