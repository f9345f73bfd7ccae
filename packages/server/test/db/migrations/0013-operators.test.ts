import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0013-operators.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0013 (operators, audit log) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const roles = async () =>
    (await database.db.selectFrom('users').select(['username', 'role']).orderBy('id').execute()).map(
      (row) => `${row.username}:${row.role}`,
    );

  it('refuses a role that is neither user nor operator', async () => {
    await expect(
      sql`UPDATE users SET role = 'admin' WHERE username = 'donor'`.execute(database.db),
    ).rejects.toThrow(/users_role_check/);
  });

  it('keeps the audit log append-only, and undoes itself; existing users become users again', async () => {
    await database.db
      .insertInto('audit_log')
      .values({ operator_id: null, action: 'test.record', target_type: 'user', target_id: 1 })
      .execute();
    await expect(
      sql`UPDATE audit_log SET action = 'x' WHERE action = 'test.record'`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(database.db)).rejects.toThrow(/append-only/);

    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'users' AND column_name = 'role'`.execute(db);
    expect(rows[0]!.n).toBe(0);
    await up(db);
    // Every account existing when the migration runs is a user; the seeded operator is made by the seed.
    expect(await roles()).toEqual(['donor:user', 'owner:user', 'operator:user']);
    expect(await database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});
