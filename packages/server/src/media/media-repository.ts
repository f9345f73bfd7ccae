import { PUBLIC_CAMPAIGN_STATUSES } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MediaRef } from './send-media.ts';

/** Finds campaign images that may be shown publicly. */
export class MediaRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * An image of a public campaign (active, completed or closed, of an approved organization: never of a draft
   * or of a campaign in review or rejected) with the widths it is stored at, or undefined; with `width`,
   * `variant` is the stored variant of that width (undefined when there is none).
   */
  async findCampaignImage(
    campaignId: number,
    imageId: number,
    width?: number,
  ): Promise<(MediaRef & { widths: number[]; variant?: MediaRef }) | undefined> {
    const row = await this.#db
      .selectFrom('campaign_images as i')
      .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['i.id', 'i.storage_key', 'i.content_type', 'i.etag'])
      .where('i.id', '=', imageId)
      .where('i.campaign_id', '=', campaignId)
      .where('c.status', 'in', PUBLIC_CAMPAIGN_STATUSES)
      .where('o.approval_status', '=', 'approved')
      .executeTakeFirst();
    if (!row) return undefined;
    const variants = await this.#db
      .selectFrom('campaign_image_variants')
      .select(['width', 'storage_key', 'content_type', 'etag'])
      .where('campaign_image_id', '=', row.id)
      .orderBy('width')
      .execute();
    const variant = variants.find((candidate) => candidate.width === width);
    return {
      key: row.storage_key,
      contentType: row.content_type,
      etag: row.etag,
      widths: variants.map((candidate) => candidate.width),
      ...(variant && {
        variant: { key: variant.storage_key, contentType: variant.content_type, etag: variant.etag },
      }),
    };
  }
}
