/** The site path of a campaign's donate wizard (§2 `/donation/{id}`). */
export function donationPath(campaignId: number): string {
  return `/donation/${campaignId}`;
}

/** Lomi's donation terms, which the wizard's terms checkbox links to (§2 /legal/donationpolicy). */
export const DONATION_TERMS_PATH = '/legal/donationpolicy';
