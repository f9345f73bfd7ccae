import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPIRED_MESSAGE,
  reconcileInvoices,
} from '../../../src/payments/reconciliation/reconcile-invoices.ts';
import { RECONCILE_DEFAULTS } from '../../../src/payments/reconciliation/reconcile-schedule.ts';
import { openCampaign, startPaymentsApp, type PaymentsTestApp } from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Security review finding #2: hundreds of abandoned hosted checkouts must not starve reconciliation. With
// the default schedule (batch 50, backoff cap 15 min) and runs every INTERVAL, a backlog that
// one run can work off means: an invoice is checked in the first run after it falls due, so a lost webhook
// is found within INTERVAL of the donation, every pending invoice is checked again within cap + INTERVAL,
// and an expired one fails within INTERVAL of `expires_at`. Time is simulated through each run's `now`.
const BACKLOG = 500;
const INTERVAL = 30_000;
const CHECKOUT_TTL = 20 * 60_000;
const CAP = RECONCILE_DEFAULTS.maxDelayMs;

describe.each(databaseKinds)('reconciliation behind a backlog of abandoned checkouts on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;
  let backlog: string[];
  let lostWebhook: string;
  let created: number;
  /** Pending invoices of the demo seed: part of the backlog too. */
  let seeded: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind, { delayMs: 20, checkoutTtlMs: CHECKOUT_TTL });
    campaignId = await openCampaign(t.database);
    seeded = await t.invoices.countDueForReconciliation(new Date(Date.now() + 60_000));
    backlog = [];
    let started = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (started < BACKLOG) {
          started++;
          const response = await t.post('/api/donation/lakipay/checkout/', {
            amount: 1_000,
            campaign_id: campaignId,
            anonymous: true,
          });
          expect(response.status).toBe(201);
          backlog.push(((await response.json()) as { invoice_id: string }).invoice_id);
        }
      }),
    );
    const response = await t.post('/api/donation/lakipay/direct/', {
      amount: 2_222,
      campaign_id: campaignId,
      phone_number: '251944550005',
      anonymous: true,
      medium: 'telebirr',
    });
    expect(response.status).toBe(201);
    lostWebhook = ((await response.json()) as { invoice_id: string }).invoice_id;
    created = Date.now();
    // The sandbox approves …0005 on the phone after 20 ms and drops the webhook.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }, 180_000);
  afterAll(() => t.close());

  // The default schedule, but a budget a busy shared machine cannot exhaust: one run here checks about
  // 530 invoices in 1 to 5 s, and what is shown is the order and the backoff, not this machine's speed.
  const run = (at: number) =>
    reconcileInvoices({
      invoices: t.invoices,
      settlement: t.settlement,
      now: new Date(at),
      budgetMs: 120_000,
    });

  const rows = (ids: string[]) =>
    t.database.db
      .selectFrom('invoices')
      .select(['id', 'status', 'failure_reason', 'last_verified_at', 'next_check_at'])
      .where('id', 'in', ids)
      .execute();

  it('credits the later lost-webhook donation and checks every one of the backlog in the first run', async () => {
    const first = created + INTERVAL;
    const report = await run(first);
    expect((await t.invoices.find(lostWebhook))!.status).toBe('success');
    const checked = await rows(backlog);
    expect(checked).toHaveLength(BACKLOG);
    for (const row of checked) {
      expect(row.status).toBe('pending');
      expect(row.last_verified_at!.getTime()).toBeGreaterThanOrEqual(first);
    }
    expect(report).toMatchObject({ due: seeded + BACKLOG + 1, succeeded: 1, outOfTime: false });
    expect(report.checked).toBe(seeded + BACKLOG + 1);
  }, 120_000);

  it('checks every one of the backlog again within the backoff cap, and no sooner than it is due', async () => {
    const previous = new Map((await rows(backlog)).map((row) => [row.id, row.last_verified_at!.getTime()]));
    const latest = Math.max(...previous.values());
    for (const row of await rows(backlog)) {
      expect(row.next_check_at.getTime() - previous.get(row.id)!).toBeLessThanOrEqual(CAP);
    }
    // Nothing is due right after the run: a fresh checkout waits at least the minimum interval.
    expect((await run(latest + 1_000)).checked).toBe(0);
    const report = await run(latest + CAP);
    expect(report.checked).toBe(seeded + BACKLOG);
    for (const row of await rows(backlog))
      expect(row.last_verified_at!.getTime()).toBeGreaterThan(previous.get(row.id)!);
  }, 120_000);

  it('fails every expired one of the backlog within one interval of its expiry', async () => {
    const report = await run(created + CHECKOUT_TTL + INTERVAL);
    expect(report.expired).toBe(BACKLOG);
    for (const row of await rows(backlog)) {
      expect(row).toMatchObject({ status: 'failed', failure_reason: EXPIRED_MESSAGE });
    }
    expect(await run(created + CHECKOUT_TTL + 2 * INTERVAL)).toMatchObject({ due: 0, checked: 0 });
  }, 120_000);

  it('claims through the partial index on the due time, without sorting the pending invoices', async () => {
    // The claim's query (InvoiceRepository.claimForReconciliation). With sequential and bitmap scans off, the plan
    // shows that the index serves it in due order, so a claim reads the first due entries and stops there
    // whether 100 or 100,000 invoices are pending (a tiny test table would otherwise be scanned).
    const plan = await t.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      const { rows: lines } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id, expires_at FROM invoices
        WHERE status = 'pending' AND next_check_at <= now()
          AND (last_verified_at IS NULL OR last_verified_at < now())
        ORDER BY next_check_at LIMIT 50 FOR UPDATE SKIP LOCKED`.execute(trx);
      return lines.map((line) => line['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('invoices_pending_due_idx');
    expect(plan).not.toContain('Sort');
  });
});
