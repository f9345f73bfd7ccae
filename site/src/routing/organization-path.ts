/** The site path of an organization's public page (§2 `/organization/{id}`). */
export function organizationPath(organizationId: number): string {
  return `/organization/${organizationId}`;
}
