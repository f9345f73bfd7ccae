/**
 * Where an organization stands with Lomi's team (§4): `pending` until reviewed, then `approved` (public) or
 * `rejected`; an approved one may be `suspended` by the team (not public, its campaigns take no donations)
 * and reinstated. Only `approved` is public.
 */
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'suspended';

/** The organization block embedded in a campaign (§3). */
export interface CampaignOrganization {
  id: number;
  name: string;
  description: string;
  email: string;
  phone_number: string;
  /** Path of the logo (`/api/media/organization/logo/{id}`), or null when it has none. */
  logo: string | null;
}

/** A public organization (§3). */
export interface Organization extends CampaignOrganization {
  contact_person_name: string;
  approval_status: ApprovalStatus;
  address: string;
  website: string;
  /** ISO 8601 timestamp. */
  created_at: string;
  /** Whether the organization accepts Asrat payments. */
  accepts_asrat: boolean;
  /**
   * The supporting documents' file names, oldest first (§3). Only in its owner's answers (and the team's),
   * never in public ones.
   */
  documents?: string[];
  /** Why the team rejected or suspended it, shown to its owner; null otherwise. Only in its owner's answers. */
  review_note?: string | null;
}

/**
 * An organization as its owner sees it (`GET /api/organizations/my_organization/`, and the answers of
 * creating and updating one): the public fields with the documents and the review note.
 */
export interface OwnOrganization extends Organization {
  documents: string[];
  review_note: string | null;
}

/** One public organization with its totals (`GET /api/organizations/{id}/`, the public organization page). */
export interface OrganizationDetail extends Organization {
  /** How many of its campaigns are public (active, completed or closed). */
  campaign_count: number;
  /** Everything its public campaigns have collected, in ETB minor units (USD at the recorded ETB value). */
  collected_amount: number;
}

/** A charity (§3): campaigns created by a charity show its card. */
export interface Charity {
  id: number;
  name: string;
  description: string;
  /** Path of the logo, or null. */
  logo: string | null;
  /** ISO 8601 timestamp. */
  dateCreated: string;
}
