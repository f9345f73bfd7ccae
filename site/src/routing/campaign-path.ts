/** The site path of a campaign's page (§2 `/campaign/{id}`). */
export function campaignPath(campaignId: number): string {
  return `/campaign/${campaignId}`;
}

/** The site path of a campaign's report (§2 `/campaign/{id}/report`, its owner's). */
export function campaignReportPath(campaignId: number): string {
  return `/campaign/${campaignId}/report`;
}
