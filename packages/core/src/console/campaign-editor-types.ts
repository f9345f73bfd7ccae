import type { CampaignStatus } from '../domain/campaign.ts';

/** Most images a campaign keeps (the editor's add refuses more with 409). */
export const CAMPAIGN_IMAGES_MAX = 10;

/** One image of a campaign in the console's editor, in its order. */
export interface EditableCampaignImage {
  id: number;
  /** The image's path; a signed preview link while the campaign is not public. */
  url: string;
  /** `url` at each stored width, for `<img srcset>` (empty without stored widths). */
  srcset: string;
  alt: string;
  width: number;
  height: number;
}

/** One supporting document of a campaign (never public; operators download it from the console). */
export interface EditableCampaignDocument {
  id: number;
  /** Where operators download it (with their token): `/api/console/campaigns/{id}/documents/{documentId}`. */
  url: string;
  file_name: string;
  content_type: string;
  /** Bytes; null for documents stored before their size was kept. */
  byte_size: number | null;
  /** ISO 8601 timestamp. */
  created: string;
}

/**
 * A campaign as the console's editor reads and changes it (`GET /api/console/campaigns/{id}/editor/`, and the
 * answer of every editor call): any status, with its images in order and its documents.
 */
export interface EditableCampaign {
  id: number;
  status: CampaignStatus;
  organization: { id: number; name: string };
  title: string;
  description: string;
  /** The category id (§3: 0–17). */
  category: number;
  /** ETB goal in santim; 0 for none. */
  goalEtbAmount: number;
  /** USD goal in cents; 0 for none. */
  goalUsdAmount: number;
  video_url: string | null;
  createdByCharity: boolean;
  /** The charity the campaign is run for (§3), or null. */
  charityId: number | null;
  /** ISO 8601 timestamp, or null (changed on the campaign screen, not here). */
  deadline: string | null;
  featured: boolean;
  images: EditableCampaignImage[];
  documents: EditableCampaignDocument[];
  /**
   * When the campaign last changed (ISO 8601): send it back as `updated` with a change, which is refused with
   * 409 `LOMI_ERR_CONFLICT` when someone changed the campaign since.
   */
  updated: string;
}

/**
 * `PATCH /api/console/campaigns/{id}/`: the fields to change (each optional) and the `updated` the editor read.
 * Goals are integer minor units with the wizard's rules (one above 0, none above the money limit), checked on
 * the campaign as it would be; `videoUrl` null or empty removes the video; `charityId` null makes it no
 * charity's campaign.
 */
export interface CampaignEdit {
  updated: string;
  title?: string;
  description?: string;
  category?: number;
  goalEtbAmount?: number;
  goalUsdAmount?: number;
  videoUrl?: string | null;
  charityId?: number | null;
}

/** `PUT /api/console/campaigns/{id}/images/order`: every image id of the campaign in the new order. */
export interface CampaignImageOrder {
  updated: string;
  imageIds: number[];
}
