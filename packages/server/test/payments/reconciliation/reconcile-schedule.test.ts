import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../../src/payments/payment-provider.ts';
import {
  EXPIRED_MESSAGE,
  reconcileInvoices,
} from '../../../src/payments/reconciliation/reconcile-invoices.ts';
import { startReconciliation } from '../../../src/payments/reconciliation/reconciliation-timer.ts';
import {
  eventually,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const TTL = 10 * 60_000;
const MIN = 10_000;
const CAP = 60_000;

describe.each(databaseKinds)('the reconciliation schedule on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;
  /** Checks in flight per invoice, and the most ever seen for one invoice at once. */
  const inFlight = new Map<string, number>();
  let mostAtOnce = 0;

  /** The sandbox with a verify that takes 50 ms (a real provider is slower still) and is watched. */
  function watchedVerify(sandbox: PaymentProvider): PaymentProvider {
    return {
      id: sandbox.id,
      methods: sandbox.methods,
      currencies: sandbox.currencies,
      initiatePayment: (input, options) => sandbox.initiatePayment(input, options),
      verifyPayment: async (ref) => {
        const now = (inFlight.get(ref.invoiceId) ?? 0) + 1;
        inFlight.set(ref.invoiceId, now);
        mostAtOnce = Math.max(mostAtOnce, now);
        try {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return await sandbox.verifyPayment(ref);
        } finally {
          inFlight.set(ref.invoiceId, inFlight.get(ref.invoiceId)! - 1);
        }
      },
      parseWebhook: (raw) => sandbox.parseWebhook(raw),
    };
  }

  beforeAll(async () => {
    t = await startPaymentsApp(kind, {
      delayMs: 20,
      invoiceTtlMs: TTL,
      wrap: (sandbox) => {
        const watched = watchedVerify(sandbox);
        return { mobile: watched, checkout: watched, card: watched };
      },
    });
    campaignId = await openCampaign(t.database);
  });
  afterAll(() => t.close());

  async function neverAnswered(): Promise<string> {
    const response = await t.post('/api/donation/lakipay/direct/', {
      amount: 1_000,
      campaign_id: campaignId,
      phone_number: '251944449999',
      anonymous: true,
      medium: 'telebirr',
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { invoice_id: string }).invoice_id;
  }

  it('checks a fresh invoice often, then ever more rarely up to the cap, and last at its expiry', async () => {
    const id = await neverAnswered();
    const { created_at: createdAt, expires_at: expiresAt } = (await t.invoices.find(id))!;
    const created = createdAt.getTime();
    const checks: number[] = [];
    for (;;) {
      const invoice = (await t.invoices.find(id))!;
      if (invoice.status !== 'pending') {
        expect(invoice.failure_reason).toBe(EXPIRED_MESSAGE);
        break;
      }
      expect(checks.length).toBeLessThan(40);
      await reconcileInvoices({
        invoices: t.invoices,
        settlement: t.settlement,
        // The column keeps microseconds, a Date only milliseconds.
        now: new Date(invoice.next_check_at.getTime() + 1),
        minIntervalMs: MIN,
        maxDelayMs: CAP,
      });
      const checked = (await t.invoices.find(id))!;
      expect(checked.last_verified_at!.getTime()).toBeGreaterThanOrEqual(invoice.next_check_at.getTime());
      checks.push(checked.last_verified_at!.getTime());
    }
    const gaps = checks.slice(1).map((at, i) => at - checks[i]!);
    const expected = (at: number) => Math.min(CAP, Math.max(MIN, (at - created) / 4));
    // Every gap is the backoff of the age at the check before it, plus the time the run's batch took (the
    // next time counts from the end of the check; a busy machine makes that a few seconds), except the
    // last, cut short by the expiry.
    const slack = 5_000;
    for (const [i, gap] of gaps.slice(0, -1).entries()) {
      expect(gap).toBeGreaterThanOrEqual(expected(checks[i]!));
      expect(gap).toBeLessThan(expected(checks[i]!) + slack);
    }
    for (const gap of gaps.slice(0, 3)) expect(gap).toBeLessThan(MIN + slack);
    expect(Math.max(...gaps)).toBeLessThan(CAP + slack);
    expect(gaps.filter((gap) => gap >= CAP).length).toBeGreaterThan(2);
    expect(expiresAt.getTime() - created).toBeCloseTo(TTL, -3);
    expect(checks.at(-1)).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(checks.at(-1)).toBeLessThan(expiresAt.getTime() + slack);
  });

  it('never lets two reconcilers check one invoice at once, even with no minimum interval', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => neverAnswered()));
    mostAtOnce = 0;
    // Staggered, so each later reconciler starts while the earlier ones are in the middle of a batch.
    const runs = await Promise.all(
      [0, 1, 2].map(async (i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 25));
        return reconcileInvoices({
          invoices: t.invoices,
          settlement: t.settlement,
          minIntervalMs: 0,
          batchSize: 5,
          concurrency: 2,
        });
      }),
    );
    expect(mostAtOnce).toBe(1);
    const verified = await t.database.db
      .selectFrom('invoices')
      .select('last_verified_at')
      .where('id', 'in', ids)
      .execute();
    expect(verified.every((row) => row.last_verified_at !== null)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.checked, 0)).toBeGreaterThanOrEqual(ids.length);
  });

  it('warns when the due backlog stays above the alert threshold, and reports it every run', async () => {
    await Promise.all(Array.from({ length: 10 }, () => neverAnswered()));
    const warnings: Array<{ details: object; message: string }> = [];
    const dues: number[] = [];
    const timer = startReconciliation({
      invoices: t.invoices,
      settlement: t.settlement,
      intervalMs: 20,
      batchSize: 1,
      budgetMs: 0,
      backlogAlert: { threshold: 3, runs: 2 },
      logger: { warn: (details, message) => warnings.push({ details, message }), error: () => {} },
      onReport: (report) => dues.push(report.due),
    });
    try {
      await eventually(async () => (warnings.length > 0 ? true : undefined));
    } finally {
      await timer.stop();
    }
    expect(warnings[0]).toEqual({
      details: { due: expect.any(Number), threshold: 3, runs: 2 },
      message: 'reconciliation backlog stays above its alert threshold',
    });
    expect(dues.length).toBeGreaterThanOrEqual(2);
    expect(dues.slice(-2).every((due) => due > 3)).toBe(true);
  });
});
