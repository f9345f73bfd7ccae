import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0014-inbox-resolution.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0014 (inbox resolutions) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const plan = async (query: string) => {
    // Forbid the sequential scan, so the plan shows whether an index CAN answer (the seeded tables are tiny).
    return database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${sql.raw(query)}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };

  it('refuses a half resolution: the note and the action come with the time, or none of them', async () => {
    const { id } = await database.db
      .selectFrom('reports')
      .select('id')
      .where('resolved_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE reports SET resolved_at = now() WHERE id = ${id}`.execute(database.db),
    ).rejects.toThrow(/reports_resolution_check/);
    await expect(
      sql`UPDATE reports SET resolved_at = now(), resolution_note = 'x', resolution_action = 'delete'
        WHERE id = ${id}`.execute(database.db),
    ).rejects.toThrow(/reports_resolution_action_check/);
    await expect(
      sql`UPDATE help_questions SET resolution_note = 'x' WHERE id = (SELECT min(id) FROM help_questions WHERE resolved_at IS NULL)`.execute(
        database.db,
      ),
    ).rejects.toThrow(/help_questions_resolution_check/);
  });

  it('counts the open items from the partial indexes (the start page counts exactly resolved_at IS NULL)', async () => {
    expect(await plan('SELECT count(*) FROM reports WHERE resolved_at IS NULL')).toMatch(
      /Index Only Scan using reports_open_(target_)?idx/,
    );
    expect(await plan('SELECT count(*) FROM help_questions WHERE resolved_at IS NULL')).toMatch(
      /Index Only Scan using help_questions_open_idx/,
    );
    expect(
      await plan(
        'SELECT id FROM reports WHERE resolved_at IS NOT NULL ORDER BY resolved_at DESC, id DESC LIMIT 10',
      ),
    ).toMatch(/reports_resolved_idx/);
  });

  it('undoes itself (every item open again) and applies again', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    const count = async () =>
      (
        await database.db
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    await down(db);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name IN ('reports', 'help_questions') AND column_name LIKE 'resol%'`.execute(db);
    expect(rows[0]!.n).toBe(0);
    await up(db);
    expect(Number(await count())).toBe(before);
    const resolved = await database.db
      .selectFrom('reports')
      .select('id')
      .where('resolved_at', 'is not', null)
      .execute();
    expect(resolved).toEqual([]);
  });
});
