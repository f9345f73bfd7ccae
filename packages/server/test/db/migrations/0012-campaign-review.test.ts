import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0012-campaign-review.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0012 (campaign review states) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const statuses = async () =>
    (
      await database.db
        .selectFrom('campaigns')
        .select(['status'])
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .groupBy('status')
        .orderBy('status')
        .execute()
    ).map((row) => ({ status: row.status, count: Number(row.count) }));

  async function campaignWith(fields: {
    status: 'in_review' | 'rejected' | 'active';
    review_note?: string | null;
  }) {
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

  it('keeps the seeded campaigns as they were, and takes the review states with a reason for a rejection', async () => {
    const seeded = await statuses();
    expect(seeded.map((row) => row.status)).not.toContain('in_review');

    const inReview = await campaignWith({ status: 'in_review' });
    const rejected = await campaignWith({
      status: 'rejected',
      review_note: 'The photo is not of the school.',
    });
    // A rejection says why; nothing else carries a note.
    await expect(campaignWith({ status: 'rejected' })).rejects.toMatchObject({
      constraint: 'campaigns_review_note_check',
    });
    await expect(campaignWith({ status: 'active', review_note: 'Fine' })).rejects.toMatchObject({
      constraint: 'campaigns_review_note_check',
    });
    await expect(
      sql`UPDATE campaigns SET status = 'paused' WHERE id = ${inReview.id}`.execute(database.db),
    ).rejects.toMatchObject({ constraint: 'campaigns_status_check' });

    // Down: what is in review or rejected becomes a draft, the statuses of before; up again takes them back.
    await down(database.db as unknown as Kysely<unknown>);
    const { rows } = await sql<{ id: number; status: string }>`
      SELECT id, status FROM campaigns WHERE id IN (${inReview.id}, ${rejected.id}) ORDER BY id`.execute(
      database.db,
    );
    expect(rows).toEqual([
      { id: inReview.id, status: 'draft' },
      { id: rejected.id, status: 'draft' },
    ]);
    await expect(
      sql`UPDATE campaigns SET status = 'in_review' WHERE id = ${inReview.id}`.execute(database.db),
    ).rejects.toMatchObject({ constraint: 'campaigns_status_check' });
    await expect(sql`SELECT review_note FROM campaigns`.execute(database.db)).rejects.toThrow();

    await up(database.db as unknown as Kysely<unknown>);
    await database.db
      .updateTable('campaigns')
      .set({ status: 'in_review' })
      .where('id', '=', inReview.id)
      .execute();
    const documents = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = 'campaign_documents' AND column_name IN ('byte_size', 'etag') ORDER BY column_name`.execute(
      database.db,
    );
    expect(documents.rows.map((row) => row.column_name)).toEqual(['byte_size', 'etag']);
  });
});
