import type { Category } from './category.ts';
import type { CampaignOrganization } from './organization.ts';

/**
 * Where a campaign stands. `active` is published (listed, donatable); `completed` and `closed` are finished
 * but still reachable by their link. The others are never public: `draft` (set up, not submitted),
 * `in_review` (created by its organization's owner, waiting for the team), `rejected` (the team refused
 * it; the owner reads why in `review_note`) and `unpublished` (the team took a published campaign down:
 * not listed, not searchable, not donatable, no public page; the owner reads why in `review_note`).
 */
export type CampaignStatus =
  'active' | 'completed' | 'closed' | 'draft' | 'in_review' | 'rejected' | 'unpublished';

/** Every {@link CampaignStatus}, for schemas and checks that list them. */
export const CAMPAIGN_STATUSES = [
  'active',
  'completed',
  'closed',
  'draft',
  'in_review',
  'rejected',
  'unpublished',
] as const satisfies readonly CampaignStatus[];

/** The statuses visitors may see (the public reads, media, donations, link previews); any other is private. */
export const PUBLIC_CAMPAIGN_STATUSES = [
  'active',
  'completed',
  'closed',
] as const satisfies readonly CampaignStatus[];

/** A status visitors may see: {@link PUBLIC_CAMPAIGN_STATUSES}. */
export type PublicCampaignStatus = (typeof PUBLIC_CAMPAIGN_STATUSES)[number];

export interface CampaignImage {
  id: number;
  /** Path of the image: `/api/media/campaign/image/{campaignId}/{imageId}`. */
  url: string;
  /** Short description for screen readers. */
  alt: string;
  /**
   * The image at each stored width, for `<img srcset>`: `"<url>?w=320 320w, <url>?w=640 640w, …"`; an empty
   * string when the image has no stored widths (then `url` alone).
   */
  srcset: string;
}

/**
 * A campaign as the API returns it (§3). Field names keep the spec's spelling so existing clients work;
 * every amount is an integer in minor units (santim, cents).
 */
export interface Campaign {
  id: number;
  title: string;
  description: string;
  images: CampaignImage[];
  category: Category;
  organization: CampaignOrganization;
  /** Everything collected so far, in ETB minor units (USD donations counted at their recorded ETB value). */
  collected_amount: number;
  /** The goal in ETB minor units: the ETB goal, or the USD goal at the current rate when the ETB goal is 0. */
  target_amount: number;
  /** Goal in ETB minor units; 0 when the campaign has no ETB goal. */
  goalEtbAmount: number;
  /** Goal in USD minor units; 0 when the campaign has no USD goal. */
  goalUsdAmount: number;
  /** Collected through ETB donations, in ETB minor units. */
  etbAmount: number;
  /** Collected through USD donations, in USD minor units. */
  usdAmount: number;
  /** Already withdrawn, ETB minor units. */
  withdrawEtbAmount: number;
  /** Already withdrawn, USD minor units. */
  withdrawUsdAmount: number;
  video_url: string | null;
  /** ISO 8601 timestamp. */
  created: string;
  /** ISO 8601 timestamp after which no donation is accepted, or null for open-ended campaigns. */
  deadline: string | null;
  createdByCharity: boolean;
  charityId: number | null;
  status: CampaignStatus;
  featured: boolean;
  /** Number of completed donations. */
  donation_count: number;
}
