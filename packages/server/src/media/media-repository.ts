import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MediaRef } from './send-media.ts';

/** Finds campaign images that may be shown publicly. */
export class MediaRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** An image of a public (non-draft, approved organization) campaign, or undefined. */
  async findCampaignImage(campaignId: number, imageId: number): Promise<MediaRef | undefined> {
    const row = await this.#db
      .selectFrom('campaign_images as i')
      .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['i.storage_key', 'i.content_type', 'i.etag'])
      .where('i.id', '=', imageId)
      .where('i.campaign_id', '=', campaignId)
      .where('c.status', '<>', 'draft')
      .where('o.approval_status', '=', 'approved')
      .executeTakeFirst();
    return row && { key: row.storage_key, contentType: row.content_type, etag: row.etag };
  }
}
