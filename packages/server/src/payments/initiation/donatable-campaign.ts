import {
  ASRAT_PAYMENT_METHODS,
  donationsClosedReason,
  isAsratPaymentMethod,
  type PaymentMethod,
} from '@lomi/core';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import { ApiError, invalidField, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';

/**
 * Checks that a campaign takes donations now: public (approved organization, not a draft), active, and
 * before its deadline; an Asrat campaign only while its organization accepts Asrat, and by mobile money only
 * (`ASRAT_PAYMENT_METHODS`). Returns its title for the payment description; throws a 404, a 409 or a 400.
 */
export async function assertDonatable(
  campaigns: CampaignRepository,
  campaignId: number,
  now: Date,
  method: PaymentMethod,
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
  if (campaign.kind === 'asrat' && !isAsratPaymentMethod(method)) {
    throw invalidField(
      'payment_method',
      `Asrat is given by mobile money in birr (${ASRAT_PAYMENT_METHODS.join(', ')}); card payments are not accepted.`,
    );
  }
  return campaign.title;
}
