import type { CampaignStatus } from '../domain/campaign.ts';
import type { ApprovalStatus } from '../domain/organization.ts';

/** A campaign as the console lists it (issue 14 #4): every status, with what an operator decides on. */
export interface ConsoleCampaignSummary {
  id: number;
  title: string;
  status: CampaignStatus;
  featured: boolean;
  /** ISO 8601 timestamp after which no donation is accepted, or null. */
  deadline: string | null;
  /** Whether it takes donations now (core's `acceptsDonations`: active and before its deadline). */
  accepts_donations: boolean;
  organization: { id: number; name: string; approval_status: ApprovalStatus };
  /** Everything collected so far, ETB minor units. */
  collected_amount: number;
  /** Goal in ETB minor units; 0 for none. */
  goalEtbAmount: number;
  /** Goal in USD minor units; 0 for none. */
  goalUsdAmount: number;
  donation_count: number;
  /** ISO 8601 timestamp. */
  created: string;
}

/** One campaign as an operator reviews it: the list's fields and its text, owner, review and totals. */
export interface ConsoleCampaign extends ConsoleCampaignSummary {
  description: string;
  category: { id: number; name: string };
  video_url: string | null;
  /** The owner of its organization (the person notified); null once their account is deleted. */
  owner: { id: number; username: string; full_name: string; email: string | null } | null;
  /** Why the team rejected or unpublished it (the owner reads it); null for any other status. */
  review_note: string | null;
  /** ISO 8601 timestamp of the team's last publish, reject or unpublish; null before any. */
  reviewed: string | null;
  /** ISO 8601 timestamp of its last change. */
  updated: string;
  /** Collected through ETB donations, ETB minor units. */
  etbAmount: number;
  /** Collected through USD donations, USD minor units. */
  usdAmount: number;
  withdrawEtbAmount: number;
  withdrawUsdAmount: number;
  createdByCharity: boolean;
  charityId: number | null;
  image_count: number;
  document_count: number;
}

/** The filters of `GET /api/console/campaigns/` (all optional). */
export interface ConsoleCampaignQuery {
  page?: number;
  status?: CampaignStatus;
  /** Words of the title. */
  search?: string;
  /** Only this organization's campaigns. */
  organization?: number;
  /** Only featured (true) or only not featured (false) campaigns. */
  featured?: boolean;
}

/** `POST /api/console/campaigns/{id}/reject/` and `…/unpublish/`: why, for the owner (1 to 1000 characters). */
export interface CampaignReasonRequest {
  reason: string;
}

/**
 * `PUT /api/console/campaigns/{id}/deadline/`: a future ISO 8601 timestamp, or null for no deadline; and the
 * deadline the operator saw, so a change made by someone else in between is refused (409) instead of lost.
 */
export interface CampaignDeadlineRequest {
  deadline: string | null;
  previous_deadline?: string | null;
}
