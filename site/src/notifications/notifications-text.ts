import { createPageCatalog } from '../page-text/create-page-catalog.tsx';
import {
  loadNotificationsMessages,
  type NotificationsMessageKey,
} from '../i18n/notifications/notifications-messages.ts';

/** The texts of the notifications page, fetched when it is shown. */
const notificationsCatalog = createPageCatalog<NotificationsMessageKey>(loadNotificationsMessages);

/** Gives its children the texts of the notifications page (`useNotificationsText`) on top of the site's. */
export const NotificationsTextProvider = notificationsCatalog.Provider;

/** The typed translator of the notifications page; only inside `NotificationsTextProvider`. */
export const useNotificationsText = notificationsCatalog.useText;
