import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0015-campaign-moderation.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0015 (campaign moderation) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  async function campaignWith(fields: { status: 'unpublished' | 'active'; review_note?: string | null }) {
    const organization = await database.db
      .selectFrom('organizations')
      .select('id')
      .where('approval_status', '=', 'approved')
      .executeTakeFirstOrThrow();
    return database.db
      .insertInto('campaigns')
      .values({
        organization_id: organization.id,
        category_id: 2,
        title: `A campaign ${fields.status}`,
        description: 'For the migration test',
        goal_etb_minor: 100_000,
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  const indexes = async () =>
    (
      await sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes
        WHERE tablename = 'campaigns' AND indexname IN ('campaigns_created_idx', 'campaigns_organization_created_idx')
        ORDER BY indexname`.execute(database.db)
    ).rows.map((row) => row.indexname);

  it('takes the unpublished status with its reason; down makes it a private draft, up takes it again', async () => {
    const unpublished = await campaignWith({ status: 'unpublished', review_note: 'Reported as misleading.' });
    // Unpublishing says why, like a rejection.
    await expect(campaignWith({ status: 'unpublished' })).rejects.toMatchObject({
      constraint: 'campaigns_review_note_check',
    });
    await expect(campaignWith({ status: 'active', review_note: 'Fine' })).rejects.toMatchObject({
      constraint: 'campaigns_review_note_check',
    });
    expect(await indexes()).toEqual(['campaigns_created_idx', 'campaigns_organization_created_idx']);

    await down(database.db as unknown as Kysely<unknown>);
    const row = await database.db
      .selectFrom('campaigns')
      .select(['status', 'review_note'])
      .where('id', '=', unpublished.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'draft', review_note: null });
    await expect(
      sql`UPDATE campaigns SET status = 'unpublished', review_note = 'x' WHERE id = ${unpublished.id}`.execute(
        database.db,
      ),
    ).rejects.toThrow();
    expect(await indexes()).toEqual([]);

    await up(database.db as unknown as Kysely<unknown>);
    await database.db
      .updateTable('campaigns')
      .set({ status: 'unpublished', review_note: 'Back down.' })
      .where('id', '=', unpublished.id)
      .execute();
    expect(await indexes()).toEqual(['campaigns_created_idx', 'campaigns_organization_created_idx']);
  });
});
