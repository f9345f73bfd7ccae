import { PUBLIC_CAMPAIGN_STATUSES } from '@lomi/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StoredImage } from '../uploads/image-variants.ts';
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
   * `variant` is the stored variant of that width (undefined when there is none). With `scope` `'any'`, an
   * image of a campaign in any status (only for a signed preview link, see media/image-previews.ts).
   */
  async findCampaignImage(
    campaignId: number,
    imageId: number,
    width?: number,
    scope: 'public' | 'any' = 'public',
  ): Promise<(MediaRef & { widths: number[]; variant?: MediaRef }) | undefined> {
    const row = await this.#db
      .selectFrom('campaign_images as i')
      .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['i.id', 'i.storage_key', 'i.content_type', 'i.etag'])
      .where('i.id', '=', imageId)
      .where('i.campaign_id', '=', campaignId)
      .$if(scope === 'public', (query) =>
        query.where('c.status', 'in', PUBLIC_CAMPAIGN_STATUSES).where('o.approval_status', '=', 'approved'),
      )
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

/**
 * Writes uploaded campaign images (from `UploadReceiver.receive`) as the campaign's images from `position` on:
 * each image row points at its largest WebP variant, and every variant gets its row, so the campaign lists a
 * `srcset`. Run it inside the transaction that writes the campaign (`db` is that transaction). Returns the new
 * image ids in order.
 */
export async function insertCampaignImages(
  db: Kysely<Database> | Transaction<Database>,
  campaignId: number,
  images: readonly { image: StoredImage; alt?: string }[],
  position = 0,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, { image, alt }] of images.entries()) {
    const largest = image.variants.at(-1)!;
    const { id } = await db
      .insertInto('campaign_images')
      .values({
        campaign_id: campaignId,
        position: position + index,
        storage_key: largest.key,
        content_type: 'image/webp',
        byte_size: largest.byteSize,
        etag: largest.etag,
        width: largest.width,
        height: largest.height,
        alt: alt ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('campaign_image_variants')
      .values(
        image.variants.map((variant) => ({
          campaign_image_id: id,
          width: variant.width,
          height: variant.height,
          storage_key: variant.key,
          etag: variant.etag,
          byte_size: variant.byteSize,
        })),
      )
      .execute();
    ids.push(id);
  }
  return ids;
}
