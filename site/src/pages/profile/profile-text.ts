import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the profile page, fetched when it is shown. */
const profileCatalog = createPageCatalog({
  en: () => import('../../i18n/profile/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/profile/am.json', { with: { type: 'json' } }),
});

/** Gives its children the texts of the profile page (`useProfileText`) on top of the site's. */
export const ProfileTextProvider = profileCatalog.Provider;

/** The typed translator of the profile page; only inside `ProfileTextProvider`. */
export const useProfileText = profileCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/profile/en.json). */
export type ProfileMessageKey = PageCatalogKey<typeof profileCatalog>;
