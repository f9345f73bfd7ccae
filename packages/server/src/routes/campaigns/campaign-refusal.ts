import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';

/**
 * The answer to a user who acts on a campaign that is not theirs: 403 for someone else's public campaign, and
 * 404 for anything else, so their drafts and a pending organization's campaigns stay as unknown as in the
 * public reads. Asked when the refusal is due, since ownership may have changed since the first check.
 */
export async function campaignRefusal(
  campaigns: CampaignRepository,
  userId: number,
  id: number,
): Promise<ApiError> {
  return (await campaigns.ownership(userId, id)) === 'not-owner'
    ? new ApiError(403, ErrorCodes.forbidden, `Campaign ${id} belongs to another organization.`)
    : notFound('Campaign', id);
}
