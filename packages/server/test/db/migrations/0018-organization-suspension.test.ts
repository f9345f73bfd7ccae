import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0018-organization-suspension.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0018 (organization suspension) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const indexes = async () =>
    (
      await sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes WHERE tablename = 'organizations'`.execute(database.db)
    ).rows.map((row) => row.indexname);

  const insert = (db: Kysely<unknown>, name: string, status: string) =>
    sql`INSERT INTO organizations (name, email, phone_number, contact_person_name, approval_status, review_note)
      VALUES (${name}, 'x@example.org', '+251911000000', 'Abebe Kebede', ${status}, 'Why')`.execute(db);

  it('allows suspended organizations; down makes them rejected (not public either) and refuses the status', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await insert(db, 'Suspended One', 'suspended');
    await expect(insert(db, 'Bad One', 'deleted')).rejects.toThrow();
    expect(await indexes()).toEqual(
      expect.arrayContaining(['organizations_created_idx', 'organizations_status_created_idx']),
    );

    await down(db);
    const row = await database.db
      .selectFrom('organizations')
      .select(['approval_status', 'review_note'])
      .where('name', '=', 'Suspended One')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ approval_status: 'rejected', review_note: 'Why' });
    await expect(insert(db, 'Suspended Two', 'suspended')).rejects.toThrow();
    expect(await indexes()).not.toContain('organizations_status_created_idx');

    await up(db);
    await insert(db, 'Suspended Three', 'suspended');
    expect(await indexes()).toContain('organizations_created_idx');
  });
});
