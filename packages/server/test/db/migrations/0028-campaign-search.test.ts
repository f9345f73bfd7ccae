import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0028-campaign-search.ts';
import * as searchListing from '../../../src/db/migrations/0029-search-listing.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0028 (campaign search table) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const pieces = async (id: number) =>
    (
      await sql<{ grams: string[] }>`SELECT grams FROM campaign_search WHERE campaign_id = ${id}`.execute(
        database.db,
      )
    ).rows[0]?.grams.sort();

  it('moves the pieces of existing campaigns to campaign_search and keeps them with edits', async () => {
    const migration = database.db as unknown as Kysely<unknown>;
    // Back to what 0028 left: 0029 grew its table.
    await searchListing.down(migration);
    await down(migration);
    const { id } = await database.db
      .selectFrom('campaigns')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Written before the migration, as in a production database.
    await database.db
      .updateTable('campaigns')
      .set({ title: 'Ab ውሃ', description: 'C' })
      .where('id', '=', id)
      .execute();

    await up(migration);
    const { rows: columns } = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = 'campaigns' AND column_name = 'search_grams'`.execute(database.db);
    expect(columns).toEqual([]);
    expect(await pieces(id)).toEqual(
      [
        ' ',
        ' c',
        ' ው',
        ' ውሃ',
        'a',
        'ab',
        'ab ',
        'b',
        'b ',
        'b ው',
        'c',
        'ው',
        'ውሃ',
        'ውሃ ',
        'ሃ',
        'ሃ ',
        'ሃ c',
      ].sort(),
    );

    await database.db
      .updateTable('campaigns')
      .set({ title: 'Xy', description: 'z' })
      .where('id', '=', id)
      .execute();
    expect(await pieces(id)).toEqual([' ', ' z', 'x', 'xy', 'xy ', 'y', 'y ', 'y z', 'z'].sort());

    const { organization_id, category_id } = await database.db
      .selectFrom('campaigns')
      .select(['organization_id', 'category_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const created = await database.db
      .insertInto('campaigns')
      .values({
        organization_id,
        category_id,
        created_by_user_id: null,
        title: 'Qr',
        description: 's',
        goal_etb_minor: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await pieces(created.id)).toEqual([' ', ' s', 'q', 'qr', 'qr ', 'r', 'r ', 'r s', 's'].sort());
    await database.db.deleteFrom('campaigns').where('id', '=', created.id).execute();
    expect(await pieces(created.id)).toBeUndefined();
    await searchListing.up(migration);
  });
});
