import { acceptsDonations, hasReachedGoal, type Campaign } from '@lomi/core';

/** What the chip on an organization's campaign says. */
export type CampaignChip = 'active' | 'goal-reached' | 'ended' | 'completed' | 'closed';

/**
 * The status chip of a campaign on its organization's page: the campaign's own status when it is finished
 * (completed, closed); for an active one, whether it takes no more donations (its deadline has passed, §1; the
 * rule is @lomi/core's `acceptsDonations`) or its goal is reached, else plain active.
 */
export function campaignChip(
  campaign: Pick<Campaign, 'status' | 'deadline' | 'collected_amount' | 'target_amount'>,
  now: number = Date.now(),
): CampaignChip {
  if (campaign.status === 'completed' || campaign.status === 'closed') return campaign.status;
  if (!acceptsDonations(campaign, now)) return 'ended';
  if (hasReachedGoal(campaign.collected_amount, campaign.target_amount)) return 'goal-reached';
  return 'active';
}
