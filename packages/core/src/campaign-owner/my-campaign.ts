import type { Campaign } from '../domain/campaign.ts';
import type { Donation } from '../domain/donation.ts';

/**
 * One of the signed-in user's own campaigns as their lists show it (`GET /api/campaigns/mine/`): the
 * campaign in any status, with what the team said about it. Never sent to anyone else.
 */
export interface OwnCampaign extends Campaign {
  /** Why the team rejected the campaign (status `rejected`), for its owner to read; null otherwise. */
  review_note: string | null;
}

/**
 * One of the signed-in user's own campaigns (`GET /api/campaigns/mine/{id}`, and the answer of
 * `POST /api/campaigns/`): the campaign in any status, with its latest completed donations (§7 "reads
 * campaign, donations").
 */
export interface MyCampaign extends OwnCampaign {
  /** The 10 latest completed donations, newest first; anonymous donors have `full_name: null`. */
  donations: Donation[];
}
