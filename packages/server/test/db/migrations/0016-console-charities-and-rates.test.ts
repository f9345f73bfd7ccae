import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0016-console-charities-and-rates.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0016 (charities edited, rates as history) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('starts every charity’s updated_at at its creation (to the millisecond), and undoes itself', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    await sql`UPDATE exchange_rates SET etb_per_unit = etb_per_unit`.execute(db);
    await sql`UPDATE charities SET created_at = '2026-01-02T03:04:05.678901Z'`.execute(db);
    await up(db);
    const charities = await database.db
      .selectFrom('charities')
      .select(['created_at', 'updated_at'])
      .execute();
    expect(charities.length).toBeGreaterThan(0);
    for (const charity of charities) {
      expect(charity.updated_at.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    }
    const rates = await database.db.selectFrom('exchange_rates').select('set_by_user_id').execute();
    expect(rates).toEqual([{ set_by_user_id: null }]);
  });

  it('refuses rewriting or removing a rate; TRUNCATE (seed --reset) still empties the table', async () => {
    await expect(sql`UPDATE exchange_rates SET etb_per_unit = 1`.execute(database.db)).rejects.toThrow(
      /exchange_rates is history: UPDATE/,
    );
    await expect(sql`DELETE FROM exchange_rates`.execute(database.db)).rejects.toThrow(
      /exchange_rates is history: DELETE/,
    );
    await sql`TRUNCATE exchange_rates`.execute(database.db);
    expect(await database.db.selectFrom('exchange_rates').selectAll().execute()).toEqual([]);
  });
});
