import type { PlannedDonation } from './seed-donations.ts';

// The oldest completed ETB gifts of the owner's well-funded campaigns have been paid out already, so the
// demo shows Withdrawn donations and withdrawal records that add up.
export function markWithdrawn(planned: PlannedDonation[], ownerCampaignIds: number[]): void {
  for (const campaignId of ownerCampaignIds) {
    const gifts = planned.filter(
      (item) =>
        item.donation.campaign_id === campaignId &&
        item.donation.is_completed &&
        item.donation.currency === 'ETB',
    );
    const total = gifts.reduce((sum, item) => sum + item.donation.amount_minor, 0);
    let withdrawn = 0;
    for (const gift of gifts) {
      if (withdrawn + gift.donation.amount_minor > total * 0.4) break;
      gift.donation.withdrawn = true;
      withdrawn += gift.donation.amount_minor;
    }
  }
}
