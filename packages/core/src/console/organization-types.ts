import type { ApprovalStatus } from '../domain/organization.ts';

/** The account that owns an organization, as the console shows it; null once it is deleted. */
export interface ConsoleOrganizationOwner {
  id: number;
  username: string;
  email: string | null;
}

/** One organization of the console's list (`GET /api/console/organizations/`). */
export interface ConsoleOrganizationSummary {
  id: number;
  name: string;
  email: string;
  approval_status: ApprovalStatus;
  /** ISO 8601 timestamp. */
  created_at: string;
  owner: ConsoleOrganizationOwner | null;
}

/** A supporting document of an organization; its bytes are for operators only. */
export interface ConsoleOrganizationDocument {
  id: number;
  file_name: string;
  content_type: string;
  /** Bytes; null for documents stored before sizes were kept. */
  byte_size: number | null;
  /** ISO 8601 timestamp. */
  created_at: string;
  /** Path of `GET /api/console/organizations/{id}/documents/{documentId}` (operator's token needed). */
  url: string;
}

/** Every field of an organization as an operator sees it (`GET /api/console/organizations/{id}/`). */
export interface ConsoleOrganization extends ConsoleOrganizationSummary {
  description: string;
  phone_number: string;
  contact_person_name: string;
  address: string;
  website: string;
  accepts_asrat: boolean;
  /** Why the team rejected or suspended it (its owner reads it); null otherwise. */
  review_note: string | null;
  /** ISO 8601 timestamp of the team's last decision, or null. */
  reviewed_at: string | null;
  /** ISO 8601 timestamp. */
  updated_at: string;
  /** Path of `GET /api/console/organizations/{id}/logo` (operator's token needed, any status), or null. */
  logo: string | null;
  /** Oldest first. */
  documents: ConsoleOrganizationDocument[];
}

/** The filters of `GET /api/console/organizations/` (all optional). */
export interface ConsoleOrganizationQuery {
  page?: number;
  /** Part of the name or the e-mail address (any case). */
  search?: string;
  status?: ApprovalStatus;
}
