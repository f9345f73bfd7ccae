import { formatMoney, hasReachedGoal, type Currency, type NotificationParams } from '@lomi/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ExchangeRateRepository } from '../campaigns/exchange-rate-repository.ts';
import { NotificationRepository } from './notification-repository.ts';

/**
 * Writes the notifications of a donation just credited, inside the crediting transaction (so they exist
 * exactly when the credit does, once): "New donation received" to the owner of the campaign's organization,
 * and "You have reached your goal!" when this donation carried the campaign across its goal. A failure here
 * is rolled back to a savepoint and reported, never allowed to undo the credit itself. The settlement
 * (payments/invoices/invoice-settlement.ts) calls it in the transaction it credits in.
 */
export async function notifyDonationCredited(
  trx: Transaction<Database>,
  invoiceId: string,
  onError: (error: unknown) => void = (error) =>
    process.emitWarning(`donation notifications for invoice ${invoiceId} not written: ${String(error)}`),
): Promise<void> {
  // Repositories over the crediting transaction: what they write commits or rolls back with the credit.
  const notifications = new NotificationRepository(trx);
  await notifications.inSavepoint(
    'donation_notifications',
    () => writeNotifications(notifications, new ExchangeRateRepository(trx), invoiceId),
    onError,
  );
}

/** What a "New donation received" notification says and holds, for one donation. */
export interface DonationReceived {
  donationId: number;
  amountMinor: number;
  currency: Currency;
  /** The donor's name, or null for an anonymous donor (as the donation list shows them). */
  donorName: string | null;
  campaignTitle: string;
}

/**
 * The title, English content, kind and params of a "New donation received" notification. Also used to
 * rewrite one without the donor's name when the donor deletes their account (see anonymizeNotificationsAbout).
 */
export function donationReceivedNotification(gift: DonationReceived) {
  return {
    title: 'New donation received',
    content: `${gift.donorName ?? 'An anonymous donor'} gave ${formatMoney(gift.amountMinor, gift.currency, 'en')} to your campaign "${gift.campaignTitle}".`,
    kind: 'donation_received',
    params: JSON.stringify({
      donation_id: gift.donationId,
      amount: gift.amountMinor,
      currency: gift.currency,
      donor_name: gift.donorName,
      campaign_title: gift.campaignTitle,
    } satisfies NotificationParams<'donation_received'>),
  };
}

async function writeNotifications(
  notifications: NotificationRepository,
  rates: ExchangeRateRepository,
  invoiceId: string,
): Promise<void> {
  const donation = await notifications.creditedDonation(invoiceId);
  if (!donation) return;

  const donor = donation.anonymous ? null : donation.full_name;
  await notifications.add({
    user_id: donation.owner_id,
    ...donationReceivedNotification({
      donationId: donation.id,
      amountMinor: donation.amount_minor,
      currency: donation.currency,
      donorName: donor,
      campaignTitle: donation.title,
    }),
    related_campaign_id: donation.campaign_id,
    // A signed-in donor's name, to be taken out again if they delete their account.
    subject_user_id: donor === null ? null : donation.donor_user_id,
  });

  // Waits for other credits to this campaign, so exactly one of them crosses the goal.
  const collected = await notifications.collectedAfterLocking(donation.campaign_id);
  // The campaign's target_amount (see campaign-mapper): the ETB goal, else the USD goal at today's rate.
  const target =
    donation.goal_etb_minor > 0
      ? donation.goal_etb_minor
      : Math.round(donation.goal_usd_minor * (await rates.currentUsdRate()));
  // Only the donation that carried the campaign across its goal says so.
  const before = collected - donation.etb_amount_minor;
  if (!hasReachedGoal(collected, target) || hasReachedGoal(before, target)) return;
  await notifications.addGoalReached({
    user_id: donation.owner_id,
    title: 'You have reached your goal!',
    content: `"${donation.title}" has raised ${formatMoney(collected, 'ETB', 'en')} of its ${formatMoney(target, 'ETB', 'en')} goal.`,
    related_campaign_id: donation.campaign_id,
    kind: 'goal_reached',
    params: JSON.stringify({
      campaign_title: donation.title,
      collected,
      target,
    } satisfies NotificationParams<'goal_reached'>),
  });
}
