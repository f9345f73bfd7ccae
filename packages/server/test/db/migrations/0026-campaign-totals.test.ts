import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignTotalsRepository } from '../../../src/campaign-totals/campaign-totals-repository.ts';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { down, up } from '../../../src/db/migrations/0026-campaign-totals.ts';
import { migrations } from '../../../src/db/migrations/index.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

// Issue 16 #1: migration 0026 turns the `campaign_totals` view into a kept table on a database that already
// has donations and withdrawals: the seeded demo, taken back to 0025, plus rows written while it was a view.
describe.each(databaseKinds)('migration 0026 (kept campaign totals) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const relationKind = async () =>
    (
      await sql<{ table_type: string }>`
        SELECT table_type FROM information_schema.tables WHERE table_name = 'campaign_totals'`.execute(
        database.db,
      )
    ).rows[0]?.table_type;

  const everyTotal = async () =>
    (await sql`SELECT * FROM campaign_totals ORDER BY campaign_id`.execute(database.db)).rows;

  it('backfills the table from the existing rows, equal to what the view summed', async () => {
    const db = database.db;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrations },
      migrationTableName: 'lomi_migrations',
      migrationLockTableName: 'lomi_migrations_lock',
    });
    const { error } = await migrator.migrateTo('0025-sandbox-payouts');
    expect(error).toBeUndefined();
    expect(await relationKind()).toBe('VIEW');

    // Rows written at 0025, on top of the seed: a credited USD donation, a pending one, a paid withdrawal.
    const { id: campaignId } = await db
      .selectFrom('campaigns')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id: ownerId } = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'owner')
      .executeTakeFirstOrThrow();
    const donation = {
      campaign_id: campaignId,
      payment_method: 'stripe' as const,
      full_name: 'Before 0026',
      currency: 'USD' as const,
      exchange_rate: 150,
    };
    await db
      .insertInto('donations')
      .values([
        { ...donation, amount_minor: 1_000, etb_amount_minor: 150_000, is_completed: true },
        { ...donation, amount_minor: 2_000, etb_amount_minor: 300_000, is_completed: false },
      ])
      .execute();
    await db
      .insertInto('withdrawals')
      .values({
        campaign_id: campaignId,
        requested_by_user_id: ownerId,
        amount_minor: 5_000,
        currency: 'ETB',
        status: 'paid',
        paid_at: new Date(),
      })
      .execute();
    const summed = await everyTotal();
    expect(summed.length).toBeGreaterThan(0);

    await migrateToLatest(db);
    expect(await relationKind()).toBe('BASE TABLE');
    expect(await everyTotal()).toEqual(summed);
    expect(await new CampaignTotalsRepository(db).findDrift()).toEqual([]);
  });

  it('goes down to the view and up to the table again, summing the same', async () => {
    const before = await everyTotal();
    await down(database.db as unknown as Kysely<unknown>);
    expect(await relationKind()).toBe('VIEW');
    expect(await everyTotal()).toEqual(before);
    await up(database.db as unknown as Kysely<unknown>);
    expect(await relationKind()).toBe('BASE TABLE');
    expect(await everyTotal()).toEqual(before);
  });
});
