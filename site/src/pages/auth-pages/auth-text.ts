import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

const authCatalog = createPageCatalog({
  en: () => import('../../i18n/auth/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/auth/am.json', { with: { type: 'json' } }),
});

/** Gives /login and /signup their texts (`useAuthText`) on top of the site's. */
export const AuthTextProvider = authCatalog.Provider;

/** The typed translator of the sign-in pages; only inside `AuthTextProvider`. */
export const useAuthText = authCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/auth/en.json). */
export type AuthMessageKey = PageCatalogKey<typeof authCatalog>;
