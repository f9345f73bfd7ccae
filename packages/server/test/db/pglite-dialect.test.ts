import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../src/db/database.ts';
import { openTestDatabase } from '../support/test-database.ts';

describe('PGlite dialect', () => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  const countQuestions = async () =>
    (
      await database.db
        .selectFrom('help_questions')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count;

  it('keeps queries from other callers out of an open transaction', async () => {
    const before = await countQuestions();
    let outside: Promise<number> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('help_questions')
          .values({ email: 'a@example.com', question: 'Rolled back?' })
          .execute();
        // On a shared session this query would run inside the transaction and see the uncommitted row.
        outside = countQuestions();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await outside).toBe(before);
  });

  it('returns bigint and numeric columns as numbers', async () => {
    const rate = await database.db
      .selectFrom('exchange_rates')
      .select('etb_per_unit')
      .executeTakeFirstOrThrow();
    expect(rate.etb_per_unit).toBe(156.4);
    const goal = await database.db
      .selectFrom('campaigns')
      .select('goal_etb_minor')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(goal.goal_etb_minor).toBe(85_000_000);
    expect(await countQuestions()).toEqual(expect.any(Number));
  });
});
