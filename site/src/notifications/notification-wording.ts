import { formatMoney, type Currency, type Locale, type Notification } from '@lomi/core';
import type { PageText } from '../page-text/create-page-catalog.tsx';
import type { NotificationsMessageKey } from './notifications-text.ts';

/** A notification as the page shows it: a title and a sentence. */
export interface NotificationWords {
  title: string;
  content: string;
  /** Words someone wrote themselves (a Contact Fundraiser message), shown as they are, quoted. */
  quote?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isMinor = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isCurrency = (value: unknown): value is Currency => value === 'ETB' || value === 'USD';

/**
 * Words a notification in the page's language from its `kind` and `params` (the server's `title` and
 * `content` are English). A kind this site does not know yet, or params that are not what the kind promises,
 * fall back to the server's English words rather than showing a half-filled sentence.
 */
export function wordNotification(
  notification: Notification,
  t: PageText<NotificationsMessageKey>,
  locale: Locale,
): NotificationWords {
  const params = notification.params ?? {};
  if (notification.kind === 'donation_received') {
    const { amount, currency, donor_name: donor, campaign_title: campaign } = params;
    if (isMinor(amount) && isCurrency(currency) && isText(campaign) && (donor === null || isText(donor))) {
      return {
        title: t('notifications.donationReceived.title'),
        content: t('notifications.donationReceived.content', {
          donor: donor || t('notifications.anonymousDonor'),
          amount: formatMoney(amount, currency, locale),
          campaign,
        }),
      };
    }
  }
  if (notification.kind === 'goal_reached') {
    const { collected, target, campaign_title: campaign } = params;
    if (isMinor(collected) && isMinor(target) && isText(campaign)) {
      return {
        title: t('notifications.goalReached.title'),
        content: t('notifications.goalReached.content', {
          campaign,
          collected: formatMoney(collected, 'ETB', locale),
          target: formatMoney(target, 'ETB', locale),
        }),
      };
    }
  }
  if (notification.kind === 'contact_message') {
    const { sender_name: sender, sender_email: email, campaign_title: campaign, message } = params;
    if (isText(campaign) && isText(message)) {
      // The sender's name and address are gone when their account was deleted (both null).
      if (isText(sender) && isText(email)) {
        return {
          title: t('notifications.contactMessage.title'),
          content: t('notifications.contactMessage.content', { sender, email, campaign }),
          quote: message,
        };
      }
      if (sender === null && email === null) {
        return {
          title: t('notifications.contactMessage.title'),
          content: t('notifications.contactMessage.deletedSender', { campaign }),
          quote: message,
        };
      }
    }
  }
  return { title: notification.title, content: notification.content };
}
