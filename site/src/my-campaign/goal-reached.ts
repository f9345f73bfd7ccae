import type { Campaign } from '@lomi/core';

/**
 * §2 'You have reached your goal!': collected >= target, both in ETB minor units. `target_amount` is the ETB
 * goal, or the USD goal at today's rate for a campaign that only has a USD goal, and `collected_amount` counts
 * USD donations at their recorded ETB value; the server's goal-reached notification uses the same rule. A
 * campaign without any goal (target 0) never reaches it.
 */
export function hasReachedGoal(campaign: Pick<Campaign, 'collected_amount' | 'target_amount'>): boolean {
  return campaign.target_amount > 0 && campaign.collected_amount >= campaign.target_amount;
}
