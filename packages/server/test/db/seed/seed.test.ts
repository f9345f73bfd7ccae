import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../../../src/auth/password-hash.ts';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { seedDatabase } from '../../../src/db/seed/seed.ts';
import { LocalBlobStore } from '../../../src/media/blob-store.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('seed on %s', (kind) => {
  let database: LomiDatabase;
  const blobs = () => new LocalBlobStore(inject('mediaDir'));

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: false });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  async function snapshot() {
    const db = database.db;
    return {
      campaigns: await db
        .selectFrom('campaigns')
        .select(['id', 'title', 'goal_etb_minor', 'featured'])
        .orderBy('id')
        .execute(),
      donations: await db
        .selectFrom('donations')
        .select(['id', 'campaign_id', 'amount_minor', 'currency', 'anonymous', 'full_name'])
        .orderBy('id')
        .execute(),
      images: await db.selectFrom('campaign_images').select(['id', 'etag']).orderBy('id').execute(),
    };
  }

  it('fills an empty database with the demo content', async () => {
    const result = await seedDatabase(database.db, blobs());
    expect(result).toMatchObject({ seeded: true, organizations: 6, campaigns: 30 });
    const db = database.db;
    const organizations = await db
      .selectFrom('organizations')
      .select(['name', 'approval_status', 'owner_user_id'])
      .execute();
    expect(organizations.filter((organization) => organization.approval_status === 'pending')).toHaveLength(
      1,
    );
    expect(await db.selectFrom('charities').selectAll().execute()).toHaveLength(2);
    const active = await db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['c.id', 'c.category_id', 'c.featured', 'c.deadline'])
      .where('c.status', '=', 'active')
      .where('o.approval_status', '=', 'approved')
      .execute();
    expect(active.length).toBeGreaterThanOrEqual(24);
    expect(new Set(active.map((campaign) => campaign.category_id)).size).toBeGreaterThanOrEqual(8);
    expect(active.filter((campaign) => campaign.featured).length).toBeGreaterThanOrEqual(3);
    expect(active.some((campaign) => campaign.deadline && campaign.deadline.getTime() > Date.now())).toBe(
      true,
    );
    const images = await db.selectFrom('campaign_images').select(['campaign_id']).execute();
    const perCampaign = new Map<number, number>();
    for (const image of images)
      perCampaign.set(image.campaign_id, (perCampaign.get(image.campaign_id) ?? 0) + 1);
    expect([...perCampaign.values()].every((count) => count >= 1 && count <= 3)).toBe(true);
    const donations = await db
      .selectFrom('donations')
      .select(['currency', 'anonymous', 'exchange_rate', 'etb_amount_minor', 'amount_minor'])
      .execute();
    expect(donations.some((donation) => donation.currency === 'ETB')).toBe(true);
    const usd = donations.filter((donation) => donation.currency === 'USD');
    expect(usd.length).toBeGreaterThan(0);
    expect(
      usd.every(
        (donation) =>
          donation.etb_amount_minor === Math.round(donation.amount_minor * donation.exchange_rate),
      ),
    ).toBe(true);
    expect(donations.some((donation) => donation.anonymous)).toBe(true);
    expect(await db.selectFrom('notifications').selectAll().execute()).not.toHaveLength(0);
  });

  it('creates the three demo accounts (one an operator) with scrypt-hashed passwords', async () => {
    const users = await database.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'password_hash', 'role'])
      .orderBy('id')
      .execute();
    expect(users.map((user) => [user.username, user.email, user.role])).toEqual([
      ['donor', 'donor@example.com', 'user'],
      ['owner', 'owner@example.com', 'user'],
      ['operator', 'operator@example.com', 'operator'],
    ]);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^scrypt\$/);
      expect(await verifyPassword('lomi-demo-1234', user.password_hash!)).toBe(true);
      expect(await verifyPassword('wrong-password', user.password_hash!)).toBe(false);
    }
    const owned = await database.db
      .selectFrom('organizations')
      .select(['name', 'approval_status'])
      .where('owner_user_id', '=', users[1]!.id)
      .execute();
    expect(owned).toEqual([{ name: 'Gondar Community Health Initiative', approval_status: 'approved' }]);
  });

  it('keeps paid withdrawals consistent with the withdrawn donations and their manual payouts', async () => {
    const withdrawals = await database.db
      .selectFrom('withdrawals')
      .select(['id', 'campaign_id', 'amount_minor'])
      .where('status', '=', 'paid')
      .execute();
    expect(withdrawals.length).toBeGreaterThan(0);
    for (const withdrawal of withdrawals) {
      const { sum } = await database.db
        .selectFrom('donations')
        .select(({ fn }) => fn.sum<number>('amount_minor').as('sum'))
        .where('campaign_id', '=', withdrawal.campaign_id)
        .where('withdrawn', '=', true)
        .where('withdrawal_id', '=', withdrawal.id)
        .executeTakeFirstOrThrow();
      expect(sum).toBe(withdrawal.amount_minor);
      const attempts = await database.db
        .selectFrom('payout_attempts')
        .select(['rail', 'status', 'amount_minor'])
        .where('withdrawal_id', '=', withdrawal.id)
        .execute();
      expect(attempts).toEqual([
        { rail: 'manual', status: 'succeeded', amount_minor: withdrawal.amount_minor },
      ]);
    }
  });

  it('leaves the console a pending and a failed withdrawal to pay, within the balance', async () => {
    const open = await database.db
      .selectFrom('withdrawals')
      .select(['id', 'status'])
      .where('status', 'in', ['pending', 'failed'])
      .orderBy('status')
      .execute();
    expect(open.map((row) => row.status)).toEqual(['failed', 'pending']);
    const failedAttempts = await database.db
      .selectFrom('payout_attempts')
      .select(['status', 'failure_reason'])
      .where('withdrawal_id', '=', open[0]!.id)
      .execute();
    expect(failedAttempts).toEqual([{ status: 'failed', failure_reason: expect.any(String) }]);
  });

  it('does nothing on a database that has content', async () => {
    const before = await snapshot();
    expect(await seedDatabase(database.db, blobs())).toEqual({
      seeded: false,
      organizations: 0,
      campaigns: 0,
      donations: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('re-seeds the same content after a reset', async () => {
    const before = await snapshot();
    await database.db.deleteFrom('saved_campaigns').execute();
    await database.db.updateTable('campaigns').set({ title: 'Changed' }).execute();
    // What visitors left behind goes too: a sign-in code and a rate-limit counter.
    await database.db
      .insertInto('phone_otp_codes')
      .values({ phone: '251911223344', code_hash: 'hash', expires_at: new Date(Date.now() + 60_000) })
      .execute();
    await database.db
      .insertInto('rate_limit_counters')
      .values({ key: 'k'.repeat(64), hits: 3, window_ends_at: new Date(Date.now() + 60_000) })
      .execute();
    const result = await seedDatabase(database.db, blobs(), { reset: true });
    expect(result.seeded).toBe(true);
    expect(await snapshot()).toEqual(before);
    for (const table of ['phone_otp_codes', 'rate_limit_counters'] as const) {
      const { count } = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count), table).toBe(0);
    }
  });
});
