import { createPageCatalog, type PageCatalogKey } from '../shared/page-text/create-page-catalog.tsx';

const headerMenuCatalog = createPageCatalog({
  en: () => import('../i18n/header-menu/en.json', { with: { type: 'json' } }),
  am: () => import('../i18n/header-menu/am.json', { with: { type: 'json' } }),
});

/** Gives the header's menus their texts (`useHeaderMenuText`), fetched when a menu is first opened. */
export const HeaderMenuTextProvider = headerMenuCatalog.Provider;

/** The typed translator of the header's menus; only inside `HeaderMenuTextProvider`. */
export const useHeaderMenuText = headerMenuCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/header-menu/en.json). */
export type HeaderMenuMessageKey = PageCatalogKey<typeof headerMenuCatalog>;
