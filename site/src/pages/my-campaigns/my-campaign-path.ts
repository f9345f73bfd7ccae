/** The site path of the creator dashboard of one's own campaign (§2 `/my-campaign/{id}`). */
export function myCampaignPath(campaignId: number): string {
  return `/my-campaign/${campaignId}`;
}
