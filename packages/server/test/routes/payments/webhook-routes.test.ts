import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_MISMATCH_MESSAGE } from '../../../src/payments/invoices/invoice-settlement.ts';
import { signSandboxPayload } from '../../../src/payments/providers/sandbox/sandbox-signature.ts';
import { reconcileInvoices } from '../../../src/payments/reconciliation/reconcile-invoices.ts';
import {
  campaignTotals,
  eventually,
  openCampaign,
  startPaymentsApp,
  TEST_SANDBOX_SECRET,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';
const seconds = () => Math.floor(Date.now() / 1000);

describe.each(databaseKinds)('payment webhooks on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind, { delayMs: 20 });
    campaignId = await openCampaign(t.database);
  });
  afterAll(() => t.close());

  async function donate(phone: string, amount = 12_300): Promise<{ invoiceId: string; reference: string }> {
    const response = await t.post(DIRECT, {
      amount,
      campaign_id: campaignId,
      phone_number: phone,
      anonymous: false,
      medium: 'telebirr',
      full_name: 'Hana Girma',
    });
    expect(response.status).toBe(201);
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    const invoice = await t.invoices.find(invoiceId);
    return { invoiceId, reference: invoice!.provider_ref! };
  }

  function event(
    invoiceId: string,
    reference: string,
    status: string,
    amount = 12_300,
    id = `evt_${randomUUID()}`,
  ) {
    return JSON.stringify({
      id,
      type: 'payment.updated',
      created: seconds(),
      data: { invoice_id: invoiceId, reference, status, amount_minor: amount, currency: 'ETB' },
    });
  }

  function sendWebhook(body: string, signature = signSandboxPayload(body, TEST_SANDBOX_SECRET, seconds())) {
    return fetch(`${t.base}/api/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      body,
    });
  }

  /** Waits until the sandbox's own clock says the phone answered (the delay is 20 ms). */
  const answered = (invoiceId: string) =>
    eventually(async () => {
      const verified = await t.sandbox.verifyPayment({ invoiceId, providerRef: null });
      return verified.status === 'pending' ? undefined : verified;
    });

  async function snapshot(invoiceId: string) {
    const [invoice, donation, events, totals] = await Promise.all([
      t.invoices.find(invoiceId),
      t.database.db
        .selectFrom('donations')
        .selectAll()
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirst(),
      t.database.db.selectFrom('webhook_events').selectAll().where('invoice_id', '=', invoiceId).execute(),
      campaignTotals(t.database, campaignId),
    ]);
    return { invoice, donation, events, totals };
  }

  it('credits once when 50 identical webhooks arrive at once', async () => {
    const { invoiceId, reference } = await donate('251922220005'); // approved, webhook lost
    await answered(invoiceId);
    const before = await campaignTotals(t.database, campaignId);
    const body = event(invoiceId, reference, 'succeeded');
    const signature = signSandboxPayload(body, TEST_SANDBOX_SECRET, seconds());
    const responses = await Promise.all(Array.from({ length: 50 }, () => sendWebhook(body, signature)));
    const outcomes = await Promise.all(responses.map((r) => r.json() as Promise<{ outcome: string }>));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(49);
    expect(outcomes.filter((o) => o.outcome === 'invoice-success')).toHaveLength(1);
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(12_300);
    expect(after.donation_count - before.donation_count).toBe(1);
    expect((await t.invoices.find(invoiceId))!.status).toBe('success');
  });

  it('credits once when 50 different deliveries for one payment arrive at once', async () => {
    const { invoiceId, reference } = await donate('251922230005', 4_500);
    await answered(invoiceId);
    const before = await campaignTotals(t.database, campaignId);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => sendWebhook(event(invoiceId, reference, 'succeeded', 4_500))),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(4_500);
    expect(after.donation_count - before.donation_count).toBe(1);
    expect((await snapshot(invoiceId)).events).toHaveLength(50);
  });

  it('credits once when a webhook races polling, a direct verify and two reconcilers', async () => {
    const { invoiceId, reference } = await donate('251922240005', 7_000);
    await answered(invoiceId);
    const before = await campaignTotals(t.database, campaignId);
    const future = new Date(Date.now() + 60_000);
    await Promise.all([
      sendWebhook(event(invoiceId, reference, 'succeeded', 7_000)),
      t.settlement.verifyAndSettle(invoiceId),
      t.settlement.verifyAndSettle(invoiceId),
      reconcileInvoices({ invoices: t.invoices, settlement: t.settlement, now: future }),
      reconcileInvoices({ invoices: t.invoices, settlement: t.settlement, now: future }),
      fetch(`${t.base}/api/invoices/${invoiceId}`),
    ]);
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(7_000);
    expect(after.donation_count - before.donation_count).toBe(1);
  });

  it('stays success through the out-of-order deliveries of …0006', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const { invoiceId } = await donate('251922220006', 3_000);
    const state = await eventually(async () => {
      const s = await snapshot(invoiceId);
      return s.events.length === 3 && s.events.every((e) => e.processed_at) ? s : undefined;
    });
    expect(state.invoice!.status).toBe('success');
    expect(state.events.map((e) => e.claimed_status).sort()).toEqual(['pending', 'succeeded', 'succeeded']);
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(3_000);
    expect(after.donation_count - before.donation_count).toBe(1);
  });

  it('never credits …0008, where the provider reports a different amount', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const { invoiceId } = await donate('251922220008', 5_000);
    const invoice = await eventually(async () => {
      const found = await t.invoices.find(invoiceId);
      return found?.status === 'pending' ? undefined : found;
    });
    expect(invoice).toMatchObject({
      status: 'failed',
      failure_reason: AMOUNT_MISMATCH_MESSAGE,
      review_reason: 'provider reported 5100 ETB, invoice is 5000 ETB',
    });
    // Later deliveries and verifies cannot resurrect it.
    await t.settlement.verifyAndSettle(invoiceId);
    expect(await campaignTotals(t.database, campaignId)).toEqual(before);
    const poll = await fetch(`${t.base}/api/invoices/${invoiceId}`);
    expect(await poll.json()).toEqual({ id: invoiceId, status: 'failed', message: AMOUNT_MISMATCH_MESSAGE });
  });

  it('does not credit a signed success claim the provider does not confirm', async () => {
    const { invoiceId, reference } = await donate('251922229999'); // never answered
    const response = await sendWebhook(event(invoiceId, reference, 'succeeded'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'invoice-pending' });
    expect((await t.invoices.find(invoiceId))!.status).toBe('pending');
  });

  it('flags a success that arrives after the invoice failed, without crediting it', async () => {
    const { invoiceId, reference } = await donate('251922260005', 6_600);
    await t.invoices.markFailed(invoiceId, 'The payment was not completed in time.');
    await answered(invoiceId);
    const before = await campaignTotals(t.database, campaignId);
    const response = await sendWebhook(event(invoiceId, reference, 'succeeded', 6_600));
    expect(await response.json()).toEqual({ received: true, outcome: 'invoice-failed' });
    expect(await t.invoices.find(invoiceId)).toMatchObject({
      status: 'failed',
      review_reason: 'provider reports 6600 ETB paid after the invoice failed',
    });
    expect(await campaignTotals(t.database, campaignId)).toEqual(before);
  });

  it('refuses forged, replayed and malformed webhooks, changing nothing', async () => {
    const { invoiceId, reference } = await donate('251922250005');
    await answered(invoiceId);
    const before = await snapshot(invoiceId);
    const body = event(invoiceId, reference, 'succeeded');
    const cases: Array<[string, Promise<Response>, number]> = [
      ['forged', sendWebhook(body, signSandboxPayload(body, 'not-the-secret', seconds())), 401],
      ['replayed', sendWebhook(body, signSandboxPayload(body, TEST_SANDBOX_SECRET, seconds() - 3_600)), 401],
      [
        'tampered',
        sendWebhook(body.replace('12300', '99999'), signSandboxPayload(body, TEST_SANDBOX_SECRET, seconds())),
        401,
      ],
      [
        'unsigned',
        fetch(`${t.base}/api/webhooks/sandbox`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        }),
        401,
      ],
      ['not JSON', sendWebhook('{"id":'), 400],
      ['not an event', sendWebhook(JSON.stringify({ id: 'x', data: {} })), 400],
    ];
    for (const [name, pending, status] of cases) {
      const response = await pending;
      expect(response.status, name).toBe(status);
      expect(await response.json(), name).toMatchObject({ code: 'LOMI_ERR_WEBHOOK_REJECTED' });
    }
    expect(await snapshot(invoiceId)).toEqual(before);
    expect(before.invoice!.status).toBe('pending');
  });

  it('ignores a webhook for an unknown invoice and answers 404 for a provider not configured', async () => {
    const body = event(randomUUID(), 'sbx_unknown', 'succeeded');
    const response = await sendWebhook(body);
    expect(await response.json()).toEqual({ received: true, outcome: 'unknown-invoice' });
    const chapa = await fetch(`${t.base}/api/webhooks/chapa`, { method: 'POST', body: '{}' });
    expect(chapa.status).toBe(404);
    expect((await fetch(`${t.base}/api/webhooks/paypal`, { method: 'POST', body: '{}' })).status).toBe(400);
  });
});
