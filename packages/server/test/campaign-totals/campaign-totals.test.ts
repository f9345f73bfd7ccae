import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignTotalsRepository } from '../../src/campaign-totals/campaign-totals-repository.ts';
import { runCheckTotals } from '../../src/campaign-totals/check-totals.ts';
import type { LomiDatabase } from '../../src/db/database.ts';
import { InvoiceRepository } from '../../src/payments/invoices/invoice-repository.ts';
import { databaseKinds, openTestDatabase } from '../support/test-database.ts';

// Issue 16 #1: campaign totals are a table kept by triggers (migration 0026) in the writer's transaction,
// never re-summed on a read. Each test moves money the way a writer does (a credit, a duplicate, a payout, a
// bulk load) and checks the kept row against the change and against the sums (`findDrift`, the check of
// `npm run db:check-totals`).

describe.each(databaseKinds)('campaign totals on %s', (kind) => {
  let database: LomiDatabase;
  let totals: CampaignTotalsRepository;
  let invoices: InvoiceRepository;
  let ownerId: number;
  let organizationId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    totals = new CampaignTotalsRepository(database.db);
    invoices = new InvoiceRepository(database.db);
    ({ id: ownerId } = await database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'owner')
      .executeTakeFirstOrThrow());
    ({ id: organizationId } = await database.db
      .selectFrom('organizations')
      .select('id')
      .where('approval_status', '=', 'approved')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow());
  });
  afterAll(() => database.close());

  const newCampaign = async () =>
    (
      await database.db
        .insertInto('campaigns')
        .values({
          organization_id: organizationId,
          category_id: 2,
          title: 'Totals',
          description: 'Kept totals',
          goal_etb_minor: 1_000_000,
          status: 'active',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const kept = (campaignId: number) =>
    database.db
      .selectFrom('campaign_totals')
      .select([
        'etb_minor',
        'usd_minor',
        'collected_etb_minor',
        'donation_count',
        'withdrawn_etb_minor',
        'withdrawn_usd_minor',
      ])
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();

  const zero = {
    etb_minor: 0,
    usd_minor: 0,
    collected_etb_minor: 0,
    donation_count: 0,
    withdrawn_etb_minor: 0,
    withdrawn_usd_minor: 0,
  };

  /** A pending invoice and its donation, as a payment start writes them; the invoice's id. */
  async function pendingDonation(campaignId: number, amount: number, currency: 'ETB' | 'USD' = 'ETB') {
    const rate = currency === 'ETB' ? 1 : 156.4;
    const id = await invoices.createPending(
      {
        campaign_id: campaignId,
        provider: 'sandbox',
        idempotency_key: randomUUID(),
        payment_method: 'telebirr',
        amount_minor: amount,
        currency,
        expires_at: new Date(Date.now() + 60_000),
      },
      {
        campaign_id: campaignId,
        amount_minor: amount,
        currency,
        etb_amount_minor: Math.round(amount * rate),
        exchange_rate: rate,
        payment_method: 'telebirr',
        full_name: 'Hana Girma',
      },
    );
    return id!;
  }

  const credit = (invoiceId: string) => invoices.transaction((trx) => invoices.markSucceeded(trx, invoiceId));

  it('keeps the seeded totals equal to the sums, and gives a new campaign its row of zeros', async () => {
    expect(await totals.findDrift()).toEqual([]);
    const seeded = await database.db
      .selectFrom('campaign_totals')
      .select((eb) => eb.fn.sum<number>('donation_count').as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(seeded.count)).toBeGreaterThan(0);
    expect(await kept(await newCampaign())).toEqual(zero);
  });

  it('counts a credited donation once: not while pending, not again for a duplicated webhook', async () => {
    const campaignId = await newCampaign();
    const invoiceId = await pendingDonation(campaignId, 12_300);
    expect(await kept(campaignId)).toEqual(zero);
    expect(await credit(invoiceId)).toBe(true);
    const once = { ...zero, etb_minor: 12_300, collected_etb_minor: 12_300, donation_count: 1 };
    expect(await kept(campaignId)).toEqual(once);
    // The same payment reported again (a webhook delivered twice, a reconciler after it): no second credit.
    expect(await credit(invoiceId)).toBe(false);
    expect(await kept(campaignId)).toEqual(once);
    expect(await totals.findDrift()).toEqual([]);
  });

  it('counts a USD donation in USD and its ETB value in the collected total', async () => {
    const campaignId = await newCampaign();
    await credit(await pendingDonation(campaignId, 2_500, 'USD'));
    await credit(await pendingDonation(campaignId, 1_000));
    expect(await kept(campaignId)).toEqual({
      ...zero,
      etb_minor: 1_000,
      usd_minor: 2_500,
      collected_etb_minor: 391_000 + 1_000,
      donation_count: 2,
    });
  });

  it('rolls back with the credit that failed', async () => {
    const campaignId = await newCampaign();
    const invoiceId = await pendingDonation(campaignId, 5_000);
    await expect(
      invoices.transaction(async (trx) => {
        await invoices.markSucceeded(trx, invoiceId);
        throw new Error('the notification failed');
      }),
    ).rejects.toThrow('the notification failed');
    expect(await kept(campaignId)).toEqual(zero);
  });

  it('counts a withdrawal while it is paid, whatever the order of its statuses', async () => {
    const campaignId = await newCampaign();
    const { id } = await database.db
      .insertInto('withdrawals')
      .values({
        campaign_id: campaignId,
        requested_by_user_id: ownerId,
        amount_minor: 40_000,
        currency: 'ETB',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const setStatus = (status: 'approved' | 'paid' | 'failed') =>
      database.db
        .updateTable('withdrawals')
        .set({ status, paid_at: status === 'paid' ? new Date() : null })
        .where('id', '=', id)
        .execute();
    await setStatus('approved');
    expect(await kept(campaignId)).toEqual(zero);
    await setStatus('paid');
    expect(await kept(campaignId)).toEqual({ ...zero, withdrawn_etb_minor: 40_000 });
    await setStatus('failed');
    expect(await kept(campaignId)).toEqual(zero);
    await setStatus('paid');
    await database.db
      .insertInto('withdrawals')
      .values({
        campaign_id: campaignId,
        requested_by_user_id: ownerId,
        amount_minor: 700,
        currency: 'USD',
        status: 'paid',
        paid_at: new Date(),
      })
      .execute();
    expect(await kept(campaignId)).toEqual({
      ...zero,
      withdrawn_etb_minor: 40_000,
      withdrawn_usd_minor: 700,
    });
    expect(await totals.findDrift()).toEqual([]);
  });

  it('follows a bulk insert, update and delete of many donations over several campaigns, statement by statement', async () => {
    const campaigns = [await newCampaign(), await newCampaign(), await newCampaign()];
    // 9,000 rows in one INSERT … SELECT (how `npm run bench:scale` loads its million), spread over three
    // campaigns: every seventh is USD, every fifth pending. One statement, one aggregate, one UPDATE per campaign.
    await sql`
      INSERT INTO donations (campaign_id, amount_minor, currency, etb_amount_minor, exchange_rate,
        payment_method, full_name, is_completed)
      SELECT (ARRAY[${sql.join(campaigns)}]::integer[])[1 + g % 3],
        100 + g, CASE WHEN g % 7 = 0 THEN 'USD' ELSE 'ETB' END,
        CASE WHEN g % 7 = 0 THEN (100 + g) * 150 ELSE 100 + g END,
        CASE WHEN g % 7 = 0 THEN 150 ELSE 1 END, 'telebirr', 'Bulk', g % 5 <> 0
      FROM generate_series(1, 9000) AS g`.execute(database.db);
    expect(await totals.findDrift()).toEqual([]);
    const count = async () =>
      (await Promise.all(campaigns.map(kept))).reduce((sum, row) => sum + row.donation_count, 0);
    expect(await count()).toBe(7_200);

    // Complete the pending ones, change some amounts, then delete a third: still equal to the sums.
    await database.db
      .updateTable('donations')
      .set({ is_completed: true })
      .where('campaign_id', 'in', campaigns)
      .execute();
    expect(await count()).toBe(9_000);
    await sql`UPDATE donations SET amount_minor = amount_minor + 1, etb_amount_minor = etb_amount_minor + 1
      WHERE campaign_id = ${campaigns[0]} AND currency = 'ETB'`.execute(database.db);
    await database.db.deleteFrom('donations').where('campaign_id', '=', campaigns[2]!).execute();
    expect(await kept(campaigns[2]!)).toEqual(zero);
    expect(await count()).toBe(6_000);
    expect(await totals.findDrift()).toEqual([]);
  });

  it('moves a donation between campaigns', async () => {
    const [from, to] = [await newCampaign(), await newCampaign()];
    const invoiceId = await pendingDonation(from, 900);
    await credit(invoiceId);
    await database.db
      .updateTable('donations')
      .set({ campaign_id: to })
      .where('invoice_id', '=', invoiceId)
      .execute();
    expect(await kept(from)).toEqual(zero);
    expect(await kept(to)).toEqual({ ...zero, etb_minor: 900, collected_etb_minor: 900, donation_count: 1 });
  });

  it('drops the row of a deleted campaign', async () => {
    const campaignId = await newCampaign();
    await database.db.deleteFrom('campaigns').where('id', '=', campaignId).execute();
    const rows = await database.db
      .selectFrom('campaign_totals')
      .select('campaign_id')
      .where('campaign_id', '=', campaignId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('finds an injected drift and a missing row, and --rebuild puts them right', async () => {
    const [drifted, missing] = [await newCampaign(), await newCampaign()];
    await credit(await pendingDonation(drifted, 3_000));
    await credit(await pendingDonation(missing, 4_000));
    const stored = await kept(drifted);
    await database.db
      .updateTable('campaign_totals')
      .set({ etb_minor: stored.etb_minor + 1, donation_count: 7 })
      .where('campaign_id', '=', drifted)
      .execute();
    await database.db.deleteFrom('campaign_totals').where('campaign_id', '=', missing).execute();

    const run = async (rebuild: boolean) => {
      const lines: string[] = [];
      const code = await runCheckTotals(
        { rebuild },
        { totals, out: (line) => lines.push(line), err: (line) => lines.push(line) },
      );
      return { code, lines };
    };
    expect(await totals.findDrift()).toEqual([
      { campaignId: drifted, stored: { ...stored, etb_minor: 3_001, donation_count: 7 }, summed: stored },
      { campaignId: missing, stored: null, summed: expect.objectContaining({ etb_minor: 4_000 }) },
    ]);
    expect(await run(false)).toEqual({
      code: 1,
      lines: [
        'Campaign totals differ from the sums for 2 campaigns:',
        `campaign ${drifted}: etb_minor 3001 (sums: 3000), donation_count 7 (sums: 1)`,
        expect.stringMatching(new RegExp(`^campaign ${missing}: no totals row`)),
        'Run `npm run db:check-totals -- --rebuild` to recompute them.',
      ],
    });
    expect(await run(true)).toEqual({ code: 0, lines: ['Rebuilt campaign totals: 2 campaigns changed.'] });
    expect(await kept(drifted)).toEqual(stored);
    expect(await kept(missing)).toEqual({
      ...zero,
      etb_minor: 4_000,
      collected_etb_minor: 4_000,
      donation_count: 1,
    });
    expect(await run(false)).toEqual({
      code: 0,
      lines: ['Campaign totals agree with the sums of donations and withdrawals.'],
    });
    expect(await run(true)).toEqual({
      code: 0,
      lines: ['Rebuilt campaign totals: every campaign already agreed with the sums.'],
    });
  });

  it('empties the totals of a truncated table (TRUNCATE fires no row trigger)', async () => {
    await sql`TRUNCATE withdrawals, donations CASCADE`.execute(database.db);
    expect(await totals.findDrift()).toEqual([]);
    const left = await database.db
      .selectFrom('campaign_totals')
      .select('campaign_id')
      .where((eb) =>
        eb.or([eb('donation_count', '<>', 0), eb('etb_minor', '<>', 0), eb('withdrawn_etb_minor', '<>', 0)]),
      )
      .execute();
    expect(left).toEqual([]);
  });
});

describe('campaign totals under concurrent credits on postgres', () => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  it('counts two credits to one campaign committed at once, each exactly once', async () => {
    const invoices = new InvoiceRepository(database.db);
    const totals = new CampaignTotalsRepository(database.db);
    const { id: campaignId } = await database.db
      .selectFrom('campaigns')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const pending = async (amount: number) =>
      (await invoices.createPending(
        {
          campaign_id: campaignId,
          provider: 'sandbox',
          idempotency_key: randomUUID(),
          payment_method: 'telebirr',
          amount_minor: amount,
          currency: 'ETB',
          expires_at: new Date(Date.now() + 60_000),
        },
        {
          campaign_id: campaignId,
          amount_minor: amount,
          currency: 'ETB',
          etb_amount_minor: amount,
          exchange_rate: 1,
          payment_method: 'telebirr',
          full_name: 'Hana Girma',
        },
      ))!;
    const before = await database.db
      .selectFrom('campaign_totals')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    const [first, second] = [await pending(1_111), await pending(2_222)];

    // The first credit moves the total and holds its transaction open; the second credit's trigger then
    // waits for the row, and adds its delta to the first's once that commits.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstCredited!: () => void;
    const firstMoved = new Promise<void>((resolve) => (firstCredited = resolve));
    const one = invoices.transaction(async (trx) => {
      await invoices.markSucceeded(trx, first);
      firstCredited();
      await firstHeld;
    });
    await firstMoved;
    const two = invoices.transaction((trx) => invoices.markSucceeded(trx, second));
    // Let the second reach the lock, then commit the first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseFirst();
    await Promise.all([one, two]);

    const after = await database.db
      .selectFrom('campaign_totals')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(after.etb_minor - before.etb_minor).toBe(3_333);
    expect(after.donation_count - before.donation_count).toBe(2);
    expect(await totals.findDrift()).toEqual([]);
  });

  it('counts 40 credits racing over 10 connections', async () => {
    const invoices = new InvoiceRepository(database.db);
    const totals = new CampaignTotalsRepository(database.db);
    const { id: campaignId } = await database.db
      .selectFrom('campaigns')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push(
        (await invoices.createPending(
          {
            campaign_id: campaignId,
            provider: 'sandbox',
            idempotency_key: randomUUID(),
            payment_method: 'telebirr',
            amount_minor: 100,
            currency: 'ETB',
            expires_at: new Date(Date.now() + 60_000),
          },
          {
            campaign_id: campaignId,
            amount_minor: 100,
            currency: 'ETB',
            etb_amount_minor: 100,
            exchange_rate: 1,
            payment_method: 'telebirr',
            full_name: 'Hana Girma',
          },
        ))!,
      );
    }
    const before = await database.db
      .selectFrom('campaign_totals')
      .select('donation_count')
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    // Each id twice: a credit and its duplicate webhook race too.
    await Promise.all(
      [...ids, ...ids].map((id) => invoices.transaction((trx) => invoices.markSucceeded(trx, id))),
    );
    const after = await database.db
      .selectFrom('campaign_totals')
      .select('donation_count')
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    expect(after.donation_count - before.donation_count).toBe(40);
    expect(await totals.findDrift()).toEqual([]);
  });
});
