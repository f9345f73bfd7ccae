import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0027-read-indexes.ts';
import * as campaignSearch from '../../../src/db/migrations/0028-campaign-search.ts';
import * as searchListing from '../../../src/db/migrations/0029-search-listing.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0027 (read indexes) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const indexes = async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes
      WHERE indexname IN ('donations_campaign_completed_idx', 'campaigns_search_grams_idx',
        'campaign_totals_collected_idx')
      ORDER BY indexname`.execute(database.db);
    return rows.map((row) => row.indexname);
  };

  it('fills the search pieces of existing campaigns, keeps them with edits, and goes down and up', async () => {
    const migration = database.db as unknown as Kysely<unknown>;
    // 0028 moved the pieces out of campaigns (and 0029 grew their table): back to what 0027 left first.
    await searchListing.down(migration);
    await campaignSearch.down(migration);
    await down(migration);
    expect(await indexes()).toEqual([]);
    // Written before the migration, as in a production database.
    const { id } = await database.db
      .selectFrom('campaigns')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('campaigns')
      .set({ title: 'Ab ውሃ', description: 'C' })
      .where('id', '=', id)
      .execute();

    await up(migration);
    expect(await indexes()).toEqual([
      'campaign_totals_collected_idx',
      'campaigns_search_grams_idx',
      'donations_campaign_completed_idx',
    ]);
    const pieces = async () =>
      (
        await sql<{ search_grams: string[] }>`SELECT search_grams FROM campaigns WHERE id = ${id}`.execute(
          database.db,
        )
      ).rows[0]!.search_grams.sort();
    // Lower-cased, every 1-, 2- and 3-character piece of "ab ውሃ c", spaces included.
    expect(await pieces()).toEqual(
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
    expect(await pieces()).toEqual([' ', ' z', 'x', 'xy', 'xy ', 'y', 'y ', 'y z', 'z'].sort());
    const { rows } = await sql<{ a: string[]; b: string[]; c: string[] }>`
      SELECT search_term_grams('ውሃ') AS a, search_term_grams('HAWASSA') AS b, search_term_grams('') AS c`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ a: ['ውሃ'], b: ['ass', 'awa', 'haw', 'ssa', 'was'], c: [] });
    await campaignSearch.up(migration);
    await searchListing.up(migration);
  });
});
