import type { Campaign, CampaignImage, CampaignStatus, OwnCampaign } from '@lomi/core';

/** A campaign row as the repository selects it (see campaign-repository.ts). */
export interface CampaignRow {
  id: number;
  title: string;
  description: string;
  category_id: number;
  category_name: string;
  organization_id: number;
  organization_name: string;
  organization_description: string;
  organization_email: string;
  organization_phone_number: string;
  organization_logo_key: string | null;
  goal_etb_minor: number;
  goal_usd_minor: number;
  etb_minor: number;
  usd_minor: number;
  collected_etb_minor: number;
  withdrawn_etb_minor: number;
  withdrawn_usd_minor: number;
  donation_count: number;
  video_url: string | null;
  created_at: Date;
  deadline: Date | null;
  created_by_charity: boolean;
  charity_id: number | null;
  status: CampaignStatus;
  featured: boolean;
  review_note: string | null;
}

export interface CampaignImageRow {
  id: number;
  campaign_id: number;
  alt: string;
  /** The widths of its stored variants, ascending (none for an image stored before variants existed). */
  widths: number[];
}

/** Path of a campaign image, as the media route serves it. */
export function campaignImagePath(campaignId: number, imageId: number): string {
  return `/api/media/campaign/image/${campaignId}/${imageId}`;
}

/** The `srcset` of a campaign image: its path at each stored width (empty without variants). */
export function campaignImageSrcset(path: string, widths: readonly number[]): string {
  return widths.map((width) => `${path}?w=${width} ${width}w`).join(', ');
}

/** Path of an organization logo, as the media route serves it. */
export function organizationLogoPath(organizationId: number): string {
  return `/api/media/organization/logo/${organizationId}`;
}

/**
 * Builds the API shape of a campaign (§3 spellings). `target_amount` is the ETB goal, or the USD goal at
 * today's rate when the campaign only collects USD.
 */
export function toCampaign(row: CampaignRow, images: CampaignImageRow[], usdRate: number): Campaign {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    images: images.map((image): CampaignImage => {
      const url = campaignImagePath(row.id, image.id);
      return { id: image.id, url, alt: image.alt, srcset: campaignImageSrcset(url, image.widths) };
    }),
    category: { id: row.category_id, name: row.category_name },
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      description: row.organization_description,
      email: row.organization_email,
      phone_number: row.organization_phone_number,
      logo: row.organization_logo_key ? organizationLogoPath(row.organization_id) : null,
    },
    collected_amount: row.collected_etb_minor,
    target_amount: row.goal_etb_minor > 0 ? row.goal_etb_minor : Math.round(row.goal_usd_minor * usdRate),
    goalEtbAmount: row.goal_etb_minor,
    goalUsdAmount: row.goal_usd_minor,
    etbAmount: row.etb_minor,
    usdAmount: row.usd_minor,
    withdrawEtbAmount: row.withdrawn_etb_minor,
    withdrawUsdAmount: row.withdrawn_usd_minor,
    video_url: row.video_url,
    created: row.created_at.toISOString(),
    deadline: row.deadline ? row.deadline.toISOString() : null,
    createdByCharity: row.created_by_charity,
    charityId: row.charity_id,
    status: row.status,
    featured: row.featured,
    donation_count: row.donation_count,
  };
}

/** The owner's view of a campaign: the public shape with the team's `review_note` (never sent to others). */
export function toOwnCampaign(row: CampaignRow, images: CampaignImageRow[], usdRate: number): OwnCampaign {
  return { ...toCampaign(row, images, usdRate), review_note: row.review_note };
}
