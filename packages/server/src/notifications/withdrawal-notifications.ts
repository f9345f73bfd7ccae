import { formatMoney, type NotificationParams } from '@lomi/core';
import type { NewNotification } from './notification-repository.ts';

/** The withdrawal kinds of notification (issue 15), with core's params. */
export type WithdrawalNotice =
  | { kind: 'withdrawal_approved'; params: NotificationParams<'withdrawal_approved'> }
  | { kind: 'withdrawal_paid'; params: NotificationParams<'withdrawal_paid'> }
  | { kind: 'withdrawal_failed'; params: NotificationParams<'withdrawal_failed'> }
  | { kind: 'withdrawal_rejected'; params: NotificationParams<'withdrawal_rejected'> };

/**
 * The notification the requester of a withdrawal gets at each of its states: English `title` and `content`
 * like the other kinds, `kind` and `params` for clients to word it in their language.
 */
export function withdrawalNotification(userId: number, notice: WithdrawalNotice): NewNotification {
  const { campaign_title: campaign, amount, currency } = notice.params;
  const money = formatMoney(amount, currency, 'en');
  const words = ((): { title: string; content: string } => {
    switch (notice.kind) {
      case 'withdrawal_approved':
        return {
          title: 'Your withdrawal is approved',
          content: `Lomi's team approved your withdrawal of ${money} from "${campaign}". It is paid into your withdrawal account in ETB within 5–7 working days.`,
        };
      case 'withdrawal_paid': {
        const etb = formatMoney(notice.params.paid_etb_amount, 'ETB', 'en');
        return {
          title: 'Your withdrawal is paid',
          content:
            currency === 'ETB'
              ? `${money} from "${campaign}" was sent to your withdrawal account.`
              : `${money} from "${campaign}" was sent to your withdrawal account as ${etb} at the day's rate.`,
        };
      }
      case 'withdrawal_failed':
        return {
          title: 'Your withdrawal could not be paid yet',
          content: `Sending ${money} from "${campaign}" failed; nothing was paid and Lomi's team will try again. The bank said:\n${notice.params.reason}`,
        };
      case 'withdrawal_rejected':
        return {
          title: 'Your withdrawal was not approved',
          content: `Lomi's team did not approve your withdrawal of ${money} from "${campaign}"; the money stays with the campaign. Their reason:\n${notice.params.reason}`,
        };
    }
  })();
  return {
    user_id: userId,
    ...words,
    kind: notice.kind,
    params: JSON.stringify(notice.params),
    related_campaign_id: notice.params.campaign_id,
  };
}
