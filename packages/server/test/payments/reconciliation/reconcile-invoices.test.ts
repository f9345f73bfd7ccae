import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPIRED_MESSAGE,
  reconcileInvoices,
} from '../../../src/payments/reconciliation/reconcile-invoices.ts';
import { startReconciliation } from '../../../src/payments/reconciliation/reconciliation-timer.ts';
import {
  campaignTotals,
  eventually,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';

describe.each(databaseKinds)('reconciliation of pending invoices on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind, {
      delayMs: 20,
      invoiceTtlMs: 60_000,
      checkoutTtlMs: 120_000,
      pollVerify: { minAgeMs: 0, debounceMs: 0 },
    });
    campaignId = await openCampaign(t.database);
  });
  afterAll(() => t.close());

  async function donate(phone: string, amount = 8_000): Promise<string> {
    const response = await t.post(DIRECT, {
      amount,
      campaign_id: campaignId,
      phone_number: phone,
      anonymous: true,
      medium: 'mpesa',
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { invoice_id: string }).invoice_id;
  }

  const status = async (id: string) => (await t.invoices.find(id))!.status;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const run = (now = new Date()) =>
    reconcileInvoices({ invoices: t.invoices, settlement: t.settlement, now, minIntervalMs: 0 });

  it('recovers …0005, whose webhook was lost, and credits it once', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const id = await donate('251944440005');
    await sleep(100);
    expect(await status(id)).toBe('pending');
    const report = await run();
    expect(report.succeeded).toBeGreaterThanOrEqual(1);
    expect(await status(id)).toBe('success');
    await run();
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(8_000);
    expect(after.donation_count - before.donation_count).toBe(1);
  });

  it('keeps …0007 (initiate timed out) pending, then reconciles it to success', async () => {
    const id = await donate('251944440007', 9_100);
    expect(await status(id)).toBe('pending');
    expect((await t.invoices.find(id))!.provider_ref).toBeNull();
    await sleep(100);
    expect(await status(id)).toBe('pending');
    await run();
    expect(await status(id)).toBe('success');
  });

  it('expires …9999 (never answered) past its TTL with a message; not before', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const id = await donate('251944449999');
    await run();
    expect(await status(id)).toBe('pending');
    await run(new Date(Date.now() + 61_000));
    expect(await t.invoices.find(id)).toMatchObject({ status: 'failed', failure_reason: EXPIRED_MESSAGE });
    expect(await (await fetch(`${t.base}/api/invoices/${id}`)).json()).toEqual({
      id,
      status: 'failed',
      message: EXPIRED_MESSAGE,
    });
    expect(await campaignTotals(t.database, campaignId)).toEqual(before);
  });

  it('gives hosted checkouts their own, longer time to live', async () => {
    const response = await t.post('/api/donation/lakipay/checkout/', {
      amount: 1_000,
      campaign_id: campaignId,
      anonymous: true,
    });
    const { invoice_id: id } = (await response.json()) as { invoice_id: string };
    await run(new Date(Date.now() + 61_000));
    expect(await status(id)).toBe('pending');
    await run(new Date(Date.now() + 121_000));
    expect(await status(id)).toBe('failed');
  });

  it('lets concurrent reconcilers share the work without double counting', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const ids = await Promise.all(
      ['251944450005', '251944460005', '251944470005'].map((p) => donate(p, 1_000)),
    );
    await sleep(100);
    const reports = await Promise.all([run(), run(), run()]);
    expect(reports.reduce((sum, r) => sum + r.succeeded, 0)).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(await status(id)).toBe('success');
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(3_000);
    expect(after.donation_count - before.donation_count).toBe(3);
  });

  it('leaves recently verified invoices alone until the interval passes', async () => {
    const id = await donate('251944489999');
    await run();
    const verifiedAt = (await t.invoices.find(id))!.last_verified_at;
    const report = await reconcileInvoices({
      invoices: t.invoices,
      settlement: t.settlement,
      minIntervalMs: 60_000,
    });
    expect(report.checked).toBe(0);
    expect((await t.invoices.find(id))!.last_verified_at).toEqual(verifiedAt);
  });

  it('resolves a lost webhook while the donor polls (debounced verify on GET)', async () => {
    const id = await donate('251944490005');
    await sleep(100);
    const final = await eventually(async () => {
      const invoice = (await (await fetch(`${t.base}/api/invoices/${id}`)).json()) as { status: string };
      return invoice.status === 'pending' ? undefined : invoice;
    });
    expect(final).toEqual({ id, status: 'success' });
  });

  it('runs on a timer until stopped', async () => {
    const id = await donate('251944500005');
    const timer = startReconciliation({
      invoices: t.invoices,
      settlement: t.settlement,
      intervalMs: 50,
      minIntervalMs: 0,
    });
    try {
      await eventually(async () => ((await status(id)) === 'success' ? true : undefined));
    } finally {
      await timer.stop();
    }
  });
});
