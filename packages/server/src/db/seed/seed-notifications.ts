import type { Insertable } from 'kysely';
import type { NotificationsTable } from '../schema.ts';
import { donationReceivedNotification } from '../../notifications/donation-notifications.ts';
import type { PlannedDonation } from './seed-donations.ts';

const DAY = 86_400_000;

/** What the notifications need from the inserted rows. */
export interface SeededLookups {
  donationId: (item: PlannedDonation) => number;
  campaignTitle: (campaignId: number) => string;
}

/**
 * Demo notifications: the owner hears of recent gifts (as the crediting would have told them) and the
 * approval, the donor gets thank-yous.
 */
export function notificationsFor(
  planned: PlannedDonation[],
  ownerCampaignIds: number[],
  ownerId: number,
  donorId: number,
  now: Date,
  lookups: SeededLookups,
): Insertable<NotificationsTable>[] {
  const ownerGifts = planned
    .filter((item) => ownerCampaignIds.includes(item.donation.campaign_id) && item.donation.is_completed)
    .slice(-6);
  const rows: Insertable<NotificationsTable>[] = ownerGifts.map((item, index) => {
    const donorName = item.donation.anonymous ? null : (item.donation.full_name ?? null);
    return {
      user_id: ownerId,
      ...donationReceivedNotification({
        donationId: lookups.donationId(item),
        amountMinor: item.donation.amount_minor,
        currency: item.donation.currency,
        donorName,
        campaignTitle: lookups.campaignTitle(item.donation.campaign_id),
      }),
      is_read: index < 3,
      related_campaign_id: item.donation.campaign_id,
      subject_user_id: donorName === null ? null : (item.donation.donor_user_id ?? null),
      created_at: item.donation.created_at,
    };
  });
  rows.push({
    user_id: ownerId,
    title: 'Organization approved',
    content: 'Gondar Community Health Initiative has been approved. Your campaigns are now public.',
    is_read: true,
    related_campaign_id: null,
    created_at: new Date(now.getTime() - 400 * DAY),
  });
  const donorGifts = planned.filter(
    (item) => item.donation.donor_user_id === donorId && item.donation.is_completed,
  );
  for (const [index, item] of donorGifts.slice(-4).entries()) {
    rows.push({
      user_id: donorId,
      title: 'Thank you for your donation',
      content: `Your gift of ${formatSeedAmount(item.donation.amount_minor, item.donation.currency)} has been received.`,
      is_read: index % 2 === 0,
      related_campaign_id: item.donation.campaign_id,
      created_at: item.donation.created_at,
    });
  }
  return rows;
}

function formatSeedAmount(minor: number, currency: string): string {
  return `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${currency}`;
}
