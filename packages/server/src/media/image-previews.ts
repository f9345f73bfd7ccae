import { createHmac, timingSafeEqual } from 'node:crypto';
import { PUBLIC_CAMPAIGN_STATUSES, type CampaignStatus, type OwnCampaign } from '@lomi/core';

const DAY_MS = 86_400_000;

/**
 * Signed, expiring links to the images of a campaign that is not public (in review, rejected, a draft), so
 * its owner's pages can show them: an `<img>` sends no bearer token, and the public image route answers 404
 * for such a campaign. The link carries `?preview=<day>.<signature>`: an HMAC-SHA-256 (under the token secret)
 * of the campaign, the image and the UTC day it expires on. A link is the same all day (the dashboard polls
 * every 2 s; the browser keeps the image) and lasts until the end of the day after tomorrow, one to two days;
 * an owner's page always gets fresh ones. Whoever holds a link sees that one image until then, like a shared
 * link to a private photo; published campaigns need none.
 */
export class ImagePreviews {
  readonly #secret: string;
  readonly #now: () => number;

  constructor(secret: string, now: () => number = Date.now) {
    this.#secret = secret;
    this.#now = now;
  }

  /** The `preview` value for image `imageId` of campaign `campaignId`, valid until the end of its day. */
  token(campaignId: number, imageId: number): string {
    const day = Math.floor(this.#now() / DAY_MS) + 2;
    return `${day}.${this.#sign(campaignId, imageId, day)}`;
  }

  /** Whether `token` is a `preview` value this server signed for that image, and not expired. */
  verify(campaignId: number, imageId: number, token: string): boolean {
    const match = /^(\d{1,9})\.([\w-]{43})$/.exec(token);
    if (!match) return false;
    const day = Number(match[1]);
    if ((day + 1) * DAY_MS <= this.#now()) return false;
    const expected = Buffer.from(this.#sign(campaignId, imageId, day));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * The owner's campaign (or the console's view of one) with preview links on its images when it is not
   * public (each `url` and its `srcset`); a public one as it is.
   */
  forOwner<T extends Pick<OwnCampaign, 'id' | 'status' | 'images'>>(campaign: T): T {
    if ((PUBLIC_CAMPAIGN_STATUSES as readonly CampaignStatus[]).includes(campaign.status)) return campaign;
    return {
      ...campaign,
      images: campaign.images.map((image) => {
        const preview = `preview=${this.token(campaign.id, image.id)}`;
        return {
          ...image,
          url: `${image.url}?${preview}`,
          srcset: image.srcset.replaceAll(`${image.url}?w=`, `${image.url}?${preview}&w=`),
        };
      }),
    };
  }

  #sign(campaignId: number, imageId: number, day: number): string {
    return createHmac('sha256', this.#secret)
      .update(`campaign-image-preview:${campaignId}:${imageId}:${day}`)
      .digest('base64url');
  }
}
