import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import {
  loadHeaderMenuMessages,
  type HeaderMenuMessageKey,
} from '../i18n/header-menu/header-menu-messages.ts';

const headerMenuCatalog = createPageCatalog<HeaderMenuMessageKey>(loadHeaderMenuMessages);

/** Gives the header's menus their texts (`useHeaderMenuText`), fetched when a menu is first opened. */
export const HeaderMenuTextProvider = headerMenuCatalog.Provider;

/** The typed translator of the header's menus; only inside `HeaderMenuTextProvider`. */
export const useHeaderMenuText = headerMenuCatalog.useText;
