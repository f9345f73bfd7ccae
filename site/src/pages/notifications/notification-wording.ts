import {
  formatMoney,
  parseNotificationParams,
  type Locale,
  type Notification,
  type WithdrawalNoticeParams,
} from '@lomi/core';
import type { PageText } from '../../shared/page-text/create-page-catalog.tsx';
import type { NotificationsMessageKey } from './notifications-text.ts';

/** A notification as the page shows it: a title and a sentence. */
export interface NotificationWords {
  title: string;
  content: string;
  /** Words someone wrote themselves (a Contact Fundraiser message), shown as they are, quoted. */
  quote?: string;
}

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
  const typed = parseNotificationParams(notification.kind, notification.params);
  switch (typed?.kind) {
    case 'donation_received': {
      const { amount, currency, donor_name: donor, campaign_title: campaign } = typed.params;
      return {
        title: t('notifications.donationReceived.title'),
        content: t('notifications.donationReceived.content', {
          donor: donor || t('notifications.anonymousDonor'),
          amount: formatMoney(amount, currency, locale),
          campaign,
        }),
      };
    }
    case 'goal_reached': {
      const { collected, target, campaign_title: campaign } = typed.params;
      return {
        title: t('notifications.goalReached.title'),
        content: t('notifications.goalReached.content', {
          campaign,
          collected: formatMoney(collected, 'ETB', locale),
          target: formatMoney(target, 'ETB', locale),
        }),
      };
    }
    case 'contact_message': {
      const { sender_name: sender, sender_email: email, campaign_title: campaign, message } = typed.params;
      // The sender's name and address are gone when their account was deleted (both null).
      return {
        title: t('notifications.contactMessage.title'),
        content:
          sender !== null && email !== null
            ? t('notifications.contactMessage.content', { sender, email, campaign })
            : t('notifications.contactMessage.deletedSender', { campaign }),
        quote: message,
      };
    }
    case 'organization_approved':
      return {
        title: t('notifications.organizationApproved.title'),
        content: t('notifications.organizationApproved.content', {
          organization: typed.params.organization_name,
        }),
      };
    case 'organization_rejected':
      return {
        title: t('notifications.organizationRejected.title'),
        content: t('notifications.organizationRejected.content', {
          organization: typed.params.organization_name,
        }),
        quote: typed.params.reason,
      };
    case 'organization_suspended':
      return {
        title: t('notifications.organizationSuspended.title'),
        content: t('notifications.organizationSuspended.content', {
          organization: typed.params.organization_name,
        }),
        quote: typed.params.reason,
      };
    case 'organization_reinstated':
      return {
        title: t('notifications.organizationReinstated.title'),
        content: t('notifications.organizationReinstated.content', {
          organization: typed.params.organization_name,
        }),
      };
    case 'campaign_published':
      return {
        title: t('notifications.campaignPublished.title'),
        content: t('notifications.campaignPublished.content', { campaign: typed.params.campaign_title }),
      };
    case 'campaign_rejected':
      return {
        title: t('notifications.campaignRejected.title'),
        content: t('notifications.campaignRejected.content', {
          campaign: typed.params.campaign_title,
          reason: typed.params.reason,
        }),
      };
    case 'campaign_unpublished':
      return {
        title: t('notifications.campaignUnpublished.title'),
        content: t('notifications.campaignUnpublished.content', {
          campaign: typed.params.campaign_title,
          reason: typed.params.reason,
        }),
      };
    case 'campaign_closed':
      return {
        title: t('notifications.campaignClosed.title'),
        content: t('notifications.campaignClosed.content', { campaign: typed.params.campaign_title }),
      };
    case 'withdrawal_approved':
      return {
        title: t('notifications.withdrawalApproved.title'),
        content: t('notifications.withdrawalApproved.content', withdrawalValues(typed.params, locale)),
      };
    case 'withdrawal_paid': {
      const values = withdrawalValues(typed.params, locale);
      // A USD balance is paid out in ETB at the day's rate: say what reached the account.
      return {
        title: t('notifications.withdrawalPaid.title'),
        content:
          typed.params.currency === 'USD'
            ? t('notifications.withdrawalPaid.contentUsd', {
                ...values,
                etb: formatMoney(typed.params.paid_etb_amount, 'ETB', locale),
              })
            : t('notifications.withdrawalPaid.content', values),
      };
    }
    case 'withdrawal_failed':
      return {
        title: t('notifications.withdrawalFailed.title'),
        content: t('notifications.withdrawalFailed.content', withdrawalValues(typed.params, locale)),
        quote: typed.params.reason,
      };
    case 'withdrawal_rejected':
      return {
        title: t('notifications.withdrawalRejected.title'),
        content: t('notifications.withdrawalRejected.content', withdrawalValues(typed.params, locale)),
        quote: typed.params.reason,
      };
    default:
      return { title: notification.title, content: notification.content };
  }
}

/** What every withdrawal notification says: the amount asked for and the campaign. */
function withdrawalValues(params: WithdrawalNoticeParams, locale: Locale) {
  return { amount: formatMoney(params.amount, params.currency, locale), campaign: params.campaign_title };
}
