/** Orders of the campaign list: newest first (the default) or most raised first ("Top Raising"). */
export const CAMPAIGN_ORDERINGS = ['-created', '-collected_amount'] as const;
export type CampaignOrdering = (typeof CAMPAIGN_ORDERINGS)[number];
