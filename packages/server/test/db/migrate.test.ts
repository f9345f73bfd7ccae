import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { databaseKinds, openTestDatabase } from '../support/test-database.ts';

const tables = [
  'audit_log',
  'campaign_documents',
  'campaign_image_variants',
  'campaign_images',
  'campaign_search',
  'campaign_totals',
  'campaigns',
  'categories',
  'charities',
  'donations',
  'exchange_rates',
  'help_questions',
  'invoices',
  'notifications',
  'organization_documents',
  'organizations',
  'payout_attempts',
  'phone_otp_codes',
  'profiles',
  'rate_limit_counters',
  'reports',
  'sandbox_payments',
  'sandbox_payouts',
  'saved_campaigns',
  'users',
  'webhook_events',
  'withdraw_accounts',
  'withdrawals',
];

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: false });
  });
  afterAll(() => database.close());

  it('create every table of §3 on an empty database, then have nothing left to do', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'lomi_migrations%'
      ORDER BY table_name`.execute(database.db);
    expect(rows.map((row) => row.table_name)).toEqual(tables);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('insert the 18 categories', async () => {
    const categories = await database.db.selectFrom('categories').selectAll().orderBy('id').execute();
    expect(categories).toHaveLength(18);
    expect(categories[0]).toEqual({ id: 0, name: 'Event' });
    expect(categories[17]).toEqual({ id: 17, name: 'Other' });
  });

  it('enforce the constraints of the model', async () => {
    const { id: organizationId } = await database.db
      .insertInto('organizations')
      .values({
        name: 'Test',
        email: 't@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'T',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = {
      organization_id: organizationId,
      category_id: 2,
      title: 'Test campaign',
      description: 'For constraint checks',
      goal_etb_minor: 100_000,
    };
    await expect(
      database.db
        .insertInto('campaigns')
        .values({ ...campaign, goal_etb_minor: -1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('campaigns')
        .values({ ...campaign, category_id: 18 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('campaigns')
        .values({ ...campaign, status: 'deleted' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('campaigns')
        .values({ ...campaign, goal_etb_minor: 0, goal_usd_minor: 0 })
        .execute(),
    ).rejects.toThrow();
    const { id: campaignId } = await database.db
      .insertInto('campaigns')
      .values(campaign)
      .returning('id')
      .executeTakeFirstOrThrow();
    const donation = {
      campaign_id: campaignId,
      amount_minor: 10_000,
      currency: 'ETB' as const,
      etb_amount_minor: 10_000,
      exchange_rate: 1,
      payment_method: 'telebirr' as const,
      full_name: 'Abebe',
    };
    await expect(
      database.db
        .insertInto('donations')
        .values({ ...donation, amount_minor: 0 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('donations')
        .values({ ...donation, currency: 'EUR' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('donations')
        .values({ ...donation, etb_amount_minor: 5 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('donations')
        .values({ ...donation, full_name: null })
        .execute(),
    ).rejects.toThrow();
    await database.db
      .insertInto('donations')
      .values({ ...donation, anonymous: true, full_name: null })
      .execute();
    const invoice = {
      campaign_id: campaignId,
      provider: 'sandbox',
      idempotency_key: 'key-1',
      payment_method: 'telebirr' as const,
      amount_minor: 10_000,
      currency: 'ETB' as const,
      expires_at: new Date(),
    };
    await database.db.insertInto('invoices').values(invoice).execute();
    await expect(database.db.insertInto('invoices').values(invoice).execute()).rejects.toThrow();
    await expect(
      database.db
        .insertInto('invoices')
        .values({ ...invoice, idempotency_key: 'key-2', status: 'done' as never })
        .execute(),
    ).rejects.toThrow();
  });
});
