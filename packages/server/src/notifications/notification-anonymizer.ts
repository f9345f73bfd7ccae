import type { Currency } from '@lomi/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { contactMessageNotification } from './fundraiser-messages.ts';
import { donationReceivedNotification } from './donation-notifications.ts';
import { NotificationRepository } from './notification-repository.ts';

type Params = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isCurrency = (value: unknown): value is Currency => value === 'ETB' || value === 'USD';

/** The notification reworded without the person it named; a plain sentence when its params are not readable. */
function withoutSubject(kind: string | null, params: Params) {
  if (kind === 'donation_received') {
    const { donation_id: donationId, amount, currency, campaign_title: title } = params;
    if (isWhole(donationId) && isWhole(amount) && isCurrency(currency) && isText(title)) {
      // As the donation list shows an anonymous donor: no name at all.
      return donationReceivedNotification({
        donationId,
        amountMinor: amount,
        currency,
        donorName: null,
        campaignTitle: title,
      });
    }
    return { content: 'An anonymous donor gave to your campaign.', params: null };
  }
  if (kind === 'contact_message') {
    const { campaign_title: title, message } = params;
    if (isText(title) && isText(message)) {
      return contactMessageNotification({ name: null, email: null }, title, message);
    }
  }
  return { content: 'This notification named an account that has since been deleted.', params: null };
}

/**
 * Inside an account's deletion: takes the account's name and e-mail address out of the notifications other
 * people got about it — organizers' "New donation received" (the donor's name) and Contact Fundraiser
 * messages (the sender's name and address; also those sent signed out from the account's e-mail address).
 * The notifications stay with their owners, reworded as for an anonymous donor or an unnamed sender.
 */
export async function anonymizeNotificationsAbout(
  trx: Transaction<Database>,
  userId: number,
  email: string | null,
): Promise<void> {
  // Over the deletion's transaction: the rewording commits or rolls back with the deletion.
  const notifications = new NotificationRepository(trx);
  for (const row of await notifications.lockAboutSubject(userId, email)) {
    await notifications.rewrite(row.id, {
      ...withoutSubject(row.kind, row.params ?? {}),
      subject_user_id: null,
    });
  }
}
