/** The site path of a campaign's page (§2 `/campaign/{id}`). */
export function campaignPath(campaignId: number): string {
  return `/campaign/${campaignId}`;
}
