/**
 * The upload limits of campaign creation (issue 13), the same as the server's receiver enforces: the wizard
 * checks them before sending, so nobody waits for a 10 MB upload to learn it was too large.
 */
export const CAMPAIGN_UPLOAD_LIMITS = {
  /** Largest photo, in bytes (10 MB). */
  imageBytes: 10 * 1024 * 1024,
  /** Largest supporting document, in bytes (20 MB). */
  documentBytes: 20 * 1024 * 1024,
  /** Most supporting documents per campaign. */
  documents: 10,
} as const;

/** The types a supporting document may have (the server checks the bytes; these feed the file picker). */
export const CAMPAIGN_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Whether a file of this browser-reported type may be a supporting document (an unknown, empty type may). */
export function isCampaignDocumentType(type: string): boolean {
  return type === '' || (CAMPAIGN_DOCUMENT_TYPES as readonly string[]).includes(type);
}
