/** The site path of a campaign's page (§2 `/campaign/{id}`). */
export function campaignPath(campaignId: number): string {
  return `/campaign/${campaignId}`;
}

/** The site path of an organization's public page (§2 `/organization/{id}`). */
export function organizationPath(organizationId: number): string {
  return `/organization/${organizationId}`;
}
