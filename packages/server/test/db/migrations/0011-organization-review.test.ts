import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0011-organization-review.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0011 (organization review) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const columns = async (table: string) =>
    (
      await sql<{ column_name: string }>`
        SELECT column_name FROM information_schema.columns WHERE table_name = ${table}`.execute(database.db)
    ).rows.map((row) => row.column_name);

  it('gives existing organizations an updated_at of their creation and no review, and takes it back', async () => {
    // The seed writes after every migration ran: no review recorded for its organizations.
    const seeded = await database.db.selectFrom('organizations').selectAll().execute();
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) {
      expect(row.review_note).toBeNull();
      expect(row.reviewed_at).toBeNull();
    }

    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    expect(await columns('organizations')).not.toContain('review_note');
    expect(await columns('organization_documents')).not.toContain('byte_size');
    // Rows written before the migration, as a production database holds them.
    const created = new Date('2025-03-01T08:00:00Z');
    await sql`INSERT INTO organizations (name, email, phone_number, contact_person_name, created_at)
      VALUES ('Old One', 'old@example.org', '+251911000000', 'Abebe Kebede', ${created})`.execute(db);

    await up(db);
    expect(await columns('organizations')).toEqual(
      expect.arrayContaining(['review_note', 'reviewed_at', 'updated_at']),
    );
    expect(await columns('organization_documents')).toEqual(expect.arrayContaining(['byte_size', 'etag']));
    const old = await database.db
      .selectFrom('organizations')
      .select(['updated_at', 'review_note', 'approval_status'])
      .where('name', '=', 'Old One')
      .executeTakeFirstOrThrow();
    expect(old).toEqual({ updated_at: created, review_note: null, approval_status: 'pending' });
  });
});
