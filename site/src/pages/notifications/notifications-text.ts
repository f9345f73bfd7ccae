import { createPageCatalog, type PageCatalogKey } from '../../shared/page-text/create-page-catalog.tsx';

/** The texts of the notifications page, fetched when it is shown. */
const notificationsCatalog = createPageCatalog({
  en: () => import('../../i18n/notifications/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/notifications/am.json', { with: { type: 'json' } }),
});

/** Gives its children the texts of the notifications page (`useNotificationsText`) on top of the site's. */
export const NotificationsTextProvider = notificationsCatalog.Provider;

/** The typed translator of the notifications page; only inside `NotificationsTextProvider`. */
export const useNotificationsText = notificationsCatalog.useText;

/** The keys of the catalog's texts (site/src/i18n/notifications/en.json). */
export type NotificationsMessageKey = PageCatalogKey<typeof notificationsCatalog>;
