import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0008-username-case.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0008 (usernames unique regardless of case) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('keeps the oldest of names equal up to case and renames the later ones, then refuses new duplicates', async () => {
    const db = database.db;
    // The schema as it was before 0008, which let `Owner` in beside the seeded `owner`.
    await down(db as Kysely<unknown>);
    const insert = async (username: string) =>
      (
        await db
          .insertInto('users')
          .values({ username, email: null, firstname: '', lastname: '', password_hash: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const owner = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'owner')
      .executeTakeFirstOrThrow();
    const capital = await insert('Owner');
    const shout = await insert('OWNER');
    const long = await insert(`${'L'.repeat(150)}`);
    const longLower = await insert(`${'l'.repeat(150)}`);
    const alone = await insert('Unique1');

    await up(db as Kysely<unknown>);
    const names = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('id', 'in', [owner.id, capital, shout, long, longLower, alone])
      .execute();
    const nameOf = (id: number) => names.find((row) => row.id === id)!.username;
    expect(nameOf(owner.id)).toBe('owner');
    expect(nameOf(capital)).toBe(`Owner_${capital}`);
    expect(nameOf(shout)).toBe(`OWNER_${shout}`);
    expect(nameOf(long)).toBe('L'.repeat(150));
    expect(nameOf(longLower)).toBe(`${'l'.repeat(138)}_${longLower}`);
    expect(nameOf(longLower).length).toBeLessThanOrEqual(150);
    expect(nameOf(alone)).toBe('Unique1');

    await expect(insert('oWnEr')).rejects.toMatchObject({
      code: '23505',
      constraint: 'users_username_lower_key',
    });
    const indexes = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'users' AND indexname = 'users_username_lower_key'
    `.execute(db);
    expect(indexes.rows).toHaveLength(1);
  });
});
