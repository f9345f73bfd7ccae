import { donationsClosedReason } from '@lomi/core';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';

/**
 * Checks that a campaign takes donations now: public (approved organization, not a draft), active, and
 * before its deadline. Returns its title for the payment description; throws a 404 or a 409 otherwise.
 */
export async function assertDonatable(
  campaigns: CampaignRepository,
  campaignId: number,
  now: Date,
): Promise<string> {
  const campaign = await campaigns.findDonatable(campaignId);
  if (!campaign) throw notFound('Campaign', campaignId);
  const closed = donationsClosedReason(campaign, now);
  if (closed === 'not-active') {
    throw new ApiError(409, ErrorCodes.campaignClosed, 'This campaign is no longer accepting donations.');
  }
  if (closed === 'deadline-passed') {
    throw new ApiError(
      409,
      ErrorCodes.campaignClosed,
      'The funding deadline of this campaign has passed; it no longer accepts donations.',
    );
  }
  return campaign.title;
}
