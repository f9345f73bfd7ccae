import type { Campaign } from '../domain/campaign.ts';
import type { Donation } from '../domain/donation.ts';

/**
 * One of the signed-in user's own campaigns (`GET /api/campaigns/mine/{id}`): the campaign in any status,
 * with its latest completed donations (§7 "reads campaign, donations").
 */
export interface MyCampaign extends Campaign {
  /** The 10 latest completed donations, newest first; anonymous donors have `full_name: null`. */
  donations: Donation[];
}
