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
   * An image of a public campaign (active, completed or closed, of an approved organization), or undefined:
   * the images of drafts and of campaigns in review or rejected are not served.
   */
  async findCampaignImage(campaignId: number, imageId: number): Promise<MediaRef | undefined> {
    const row = await this.#db
      .selectFrom('campaign_images as i')
      .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['i.storage_key', 'i.content_type', 'i.etag'])
      .where('i.id', '=', imageId)
      .where('i.campaign_id', '=', campaignId)
      .where('c.status', 'in', PUBLIC_CAMPAIGN_STATUSES)
      .where('o.approval_status', '=', 'approved')
      .executeTakeFirst();
    return row && { key: row.storage_key, contentType: row.content_type, etag: row.etag };
  }
}
