/** The site path of an organization's public page (§2 `/organization/{id}`). */
export function organizationPath(organizationId: number): string {
  return `/organization/${organizationId}`;
}

/** The site path of the form that edits one's own approved organization (§2 `/edit-organization/{id}`). */
export function editOrganizationPath(organizationId: number): string {
  return `/edit-organization/${organizationId}`;
}
