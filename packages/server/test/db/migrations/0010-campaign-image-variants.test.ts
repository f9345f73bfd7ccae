import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0010-campaign-image-variants.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0010 (campaign image variants) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('gives every seeded image its WebP variants, one per width, gone with their image', async () => {
    const { db } = database;
    const images = await db.selectFrom('campaign_images').select('id').execute();
    const variants = await db
      .selectFrom('campaign_image_variants')
      .select(['campaign_image_id', 'width', 'height', 'content_type'])
      .orderBy('campaign_image_id')
      .orderBy('width')
      .execute();
    expect(new Set(variants.map((variant) => variant.campaign_image_id))).toEqual(
      new Set(images.map((image) => image.id)),
    );
    expect(variants.slice(0, 2)).toEqual([
      { campaign_image_id: images[0]!.id, width: 320, height: 200, content_type: 'image/webp' },
      { campaign_image_id: images[0]!.id, width: 640, height: 400, content_type: 'image/webp' },
    ]);
    const image = variants[0]!.campaign_image_id;
    await expect(
      db
        .insertInto('campaign_image_variants')
        .values({
          campaign_image_id: image,
          width: 320,
          height: 200,
          storage_key: 'k',
          etag: '"e"',
          byte_size: 1,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO campaign_image_variants (campaign_image_id, width, height, storage_key, etag, byte_size, content_type)
          VALUES (${image}, 100, 50, 'k', '"e"', 1, 'image/png')`.execute(db),
    ).rejects.toThrow();
    await db.deleteFrom('campaign_images').where('id', '=', image).execute();
    const left = await db
      .selectFrom('campaign_image_variants')
      .select('id')
      .where('campaign_image_id', '=', image)
      .execute();
    expect(left).toEqual([]);
  });

  it('drops the table and creates it again', async () => {
    await down(database.db as unknown as Kysely<unknown>);
    await expect(sql`SELECT 1 FROM campaign_image_variants`.execute(database.db)).rejects.toThrow();
    await up(database.db as unknown as Kysely<unknown>);
    expect((await sql`SELECT 1 FROM campaign_image_variants`.execute(database.db)).rows).toEqual([]);
  });
});
