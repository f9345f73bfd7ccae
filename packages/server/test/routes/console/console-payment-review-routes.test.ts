import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_MISMATCH_MESSAGE } from '../../../src/payments/invoices/invoice-settlement.ts';
import { signSandboxPayload } from '../../../src/payments/providers/sandbox/sandbox-signature.ts';
import { reconcileInvoices } from '../../../src/payments/reconciliation/reconcile-invoices.ts';
import { call, logIn, signUp } from '../../support/accounts-app.ts';
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
const LIST = '/api/console/payments/';
const seconds = () => Math.floor(Date.now() / 1000);
const resolveUrl = (invoiceId: string) => `/api/console/payments/${invoiceId}/resolve/`;

// Issue 14 #7: the invoices the settlement refused to credit, listed with what the provider said and
// resolved by an operator with a note: refunded outside Lomi, credited (through the settlement, once), or
// dismissed. Nothing, not two operators at once nor a late webhook or reconciliation, credits twice.
describe.each(databaseKinds)('console: payments that need a person on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;
  let operator: { token: string; id: number };
  let phoneCounter = 0;

  beforeAll(async () => {
    t = await startPaymentsApp(kind, { delayMs: 20 });
    campaignId = await openCampaign(t.database);
    operator = await logIn(t.app, 'operator@example.com');
  });
  afterAll(() => t.close());

  /** A fresh phone number with the sandbox scenario `ending` (…0008 mismatch, …0005 webhook lost). */
  const phone = (ending: string) => `2519${String(3_000 + ++phoneCounter).padStart(4, '0')}${ending}`;

  async function donate(ending: string, amount: number): Promise<{ invoiceId: string; reference: string }> {
    const response = await t.post(DIRECT, {
      amount,
      campaign_id: campaignId,
      phone_number: phone(ending),
      anonymous: false,
      medium: 'telebirr',
      full_name: 'Hana Girma',
    });
    expect(response.status).toBe(201);
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    const invoice = await t.invoices.find(invoiceId);
    return { invoiceId, reference: invoice!.provider_ref! };
  }

  /** A payment the sandbox charged 100 more than asked for (…0008): flagged, never credited by itself. */
  async function mismatched(amount = 5_000) {
    const donation = await donate('0008', amount);
    await eventually(async () => {
      const found = await t.invoices.find(donation.invoiceId);
      return found?.status === 'pending' ? undefined : found;
    });
    return donation;
  }

  /** A payment approved after its invoice failed (…0005, the webhook lost), then reported by a webhook. */
  async function lateSuccess(amount = 6_600) {
    const donation = await donate('0005', amount);
    await t.invoices.markFailed(donation.invoiceId, 'The payment was not completed in time.');
    await eventually(async () => {
      const verified = await t.sandbox.verifyPayment({ invoiceId: donation.invoiceId, providerRef: null });
      return verified.status === 'pending' ? undefined : verified;
    });
    await sendWebhook(donation.invoiceId, donation.reference, amount);
    return donation;
  }

  function sendWebhook(invoiceId: string, reference: string, amount: number) {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.updated',
      created: seconds(),
      data: { invoice_id: invoiceId, reference, status: 'succeeded', amount_minor: amount, currency: 'ETB' },
    });
    return fetch(`${t.base}/api/webhooks/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxPayload(body, TEST_SANDBOX_SECRET, seconds()),
      },
      body,
    });
  }

  const resolve = (
    invoiceId: string,
    resolution: string,
    note = 'Checked with the provider.',
    token = operator.token,
  ) => call(t.app, 'POST', resolveUrl(invoiceId), { token, body: { resolution, note } });

  const donationOf = (invoiceId: string) =>
    t.database.db
      .selectFrom('donations')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirstOrThrow();

  const creditNotifications = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('kind', '=', 'donation_received')
          .executeTakeFirstOrThrow()
      ).n,
    );

  const auditFor = (donationId: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'payment')
      .where('target_id', '=', donationId)
      .orderBy('id')
      .execute();

  async function openList(page = 1) {
    const response = await call(t.app, 'GET', `${LIST}?page=${page}`, { token: operator.token });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('refuses a visitor (401) and a signed-in non-operator (403)', async () => {
    expect((await call(t.app, 'GET', LIST)).statusCode).toBe(401);
    const owner = await logIn(t.app, 'owner@example.com');
    const refused = await call(t.app, 'GET', LIST, { token: owner.token });
    expect(refused.statusCode).toBe(403);
    const resolveRefused = await call(t.app, 'POST', resolveUrl(randomUUID()), {
      token: owner.token,
      body: { resolution: 'dismissed', note: 'x' },
    });
    expect(resolveRefused.statusCode).toBe(403);
  });

  it('lists an amount mismatch and a late success, newest first, with what the provider said', async () => {
    const first = await mismatched(5_000);
    const second = await lateSuccess(6_600);
    const list = await openList();
    const ids = list.results.map((p: { invoice_id: string }) => p.invoice_id);
    expect(ids.indexOf(second.invoiceId)).toBeLessThan(ids.indexOf(first.invoiceId));
    const mismatch = list.results.find((p: { invoice_id: string }) => p.invoice_id === first.invoiceId);
    expect(mismatch).toMatchObject({
      campaign: { id: campaignId },
      method: 'telebirr',
      provider: 'sandbox',
      amount: 5_000,
      currency: 'ETB',
      status: 'failed',
      review_reason: 'provider reported 5100 ETB, invoice is 5000 ETB',
      reported: { status: 'succeeded', amount: 5_100, currency: 'ETB', reference: first.reference },
      donor: { name: 'Hana Girma', email: null },
      credit: { amount: 5_000, currency: 'ETB' },
      resolution: null,
    });
    expect(typeof mismatch.campaign.title).toBe('string');
    expect(Date.parse(mismatch.reported.at)).not.toBeNaN();
    expect(Date.parse(mismatch.expires_at)).not.toBeNaN();
    const late = list.results.find((p: { invoice_id: string }) => p.invoice_id === second.invoiceId);
    expect(late).toMatchObject({
      review_reason: 'provider reports 6600 ETB paid after the invoice failed',
      reported: { status: 'succeeded', amount: 6_600, currency: 'ETB', reference: second.reference },
      credit: { amount: 6_600, currency: 'ETB' },
    });
    expect(list.count).toBe(list.total);
    expect((await call(t.app, 'GET', `${LIST}?state=closed`, { token: operator.token })).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'GET', `${LIST}?page=99`, { token: operator.token })).statusCode).toBe(400);
  });

  it('credits once through the settlement: the donation, totals and the owner’s notification; audited', async () => {
    const { invoiceId, reference } = await mismatched(5_000);
    const before = await campaignTotals(t.database, campaignId);
    const notificationsBefore = await creditNotifications();

    const response = await resolve(invoiceId, 'credited', 'The provider confirmed 5000 ETB; 100 refunded.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invoice_id: invoiceId,
      status: 'success',
      credit: null,
      resolution: {
        kind: 'credited',
        note: 'The provider confirmed 5000 ETB; 100 refunded.',
        operator: { id: operator.id, username: 'operator' },
      },
    });
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(5_000);
    expect(after.donation_count - before.donation_count).toBe(1);
    expect(await creditNotifications()).toBe(notificationsBefore + 1);
    const donation = await donationOf(invoiceId);
    expect(donation.is_completed).toBe(true);
    expect(await t.invoices.find(invoiceId)).toMatchObject({
      status: 'success',
      failure_reason: AMOUNT_MISMATCH_MESSAGE,
    });
    const audit = await auditFor(donation.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_id: operator.id,
      action: 'payment.resolve',
      before: { invoice_id: invoiceId, status: 'failed', review_resolution: null },
      after: {
        invoice_id: invoiceId,
        status: 'success',
        review_resolution: 'credited',
        credited: { amount: 5_000, currency: 'ETB' },
      },
    });

    // Later: a replayed webhook, verifies and reconciliation runs change nothing; resolving again is a 409.
    const replay = await sendWebhook(invoiceId, reference, 5_100);
    expect(await replay.json()).toEqual({ received: true, outcome: 'invoice-success' });
    await t.settlement.verifyAndSettle(invoiceId);
    const future = new Date(Date.now() + 60 * 60_000);
    await reconcileInvoices({ invoices: t.invoices, settlement: t.settlement, now: future });
    const again = await resolve(invoiceId, 'credited');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'LOMI_ERR_CONFLICT' });
    expect(again.json().message).toMatch(/resolved already/);
    expect(await campaignTotals(t.database, campaignId)).toEqual(after);
    expect(await creditNotifications()).toBe(notificationsBefore + 1);
    expect(await auditFor(donation.id)).toHaveLength(1);

    const open = await openList();
    expect(open.results.map((p: { invoice_id: string }) => p.invoice_id)).not.toContain(invoiceId);
    const resolved = await call(t.app, 'GET', `${LIST}?state=resolved`, { token: operator.token });
    expect(resolved.json().results[0]).toMatchObject({
      invoice_id: invoiceId,
      resolution: { kind: 'credited' },
    });
  });

  it('records refunded-outside and dismissed without crediting; a late webhook reopens nothing', async () => {
    const refunded = await lateSuccess(2_000);
    const dismissed = await mismatched(3_000);
    const before = await campaignTotals(t.database, campaignId);

    const first = await resolve(refunded.invoiceId, 'refunded-outside', 'Refunded by telebirr, ref TB-1.');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'failed', resolution: { kind: 'refunded-outside' } });
    const second = await resolve(dismissed.invoiceId, 'dismissed', '  The provider withdrew its report.  ');
    expect(second.json()).toMatchObject({
      status: 'failed',
      resolution: { kind: 'dismissed', note: 'The provider withdrew its report.' },
    });
    expect(await auditFor((await donationOf(refunded.invoiceId)).id)).toMatchObject([
      {
        action: 'payment.resolve',
        before: { status: 'failed', review_resolution: null },
        after: {
          status: 'failed',
          review_resolution: 'refunded-outside',
          review_note: 'Refunded by telebirr, ref TB-1.',
        },
      },
    ]);

    await sendWebhook(refunded.invoiceId, refunded.reference, 2_000);
    await sendWebhook(dismissed.invoiceId, dismissed.reference, 3_100);
    expect(await campaignTotals(t.database, campaignId)).toEqual(before);
    expect(await t.invoices.find(refunded.invoiceId)).toMatchObject({
      status: 'failed',
      review_resolution: 'refunded-outside',
    });
    expect((await donationOf(dismissed.invoiceId)).is_completed).toBe(false);
    expect((await resolve(dismissed.invoiceId, 'credited')).statusCode).toBe(409);
  });

  it('refuses to credit another currency, less than the invoice, or an invoice credited already', async () => {
    const short = await donate('9999', 4_000); // never answered: flagged by hand below
    await t.invoices.markFailed(short.invoiceId, AMOUNT_MISMATCH_MESSAGE, {
      reviewReason: 'provider reported 3900 ETB, invoice is 4000 ETB',
      report: { status: 'succeeded', amountMinor: 3_900, currency: 'ETB', providerRef: short.reference },
    });
    const dollars = await donate('9999', 4_000);
    await t.invoices.markFailed(dollars.invoiceId, AMOUNT_MISMATCH_MESSAGE, {
      reviewReason: 'provider reported 4000 USD, invoice is 4000 ETB',
      report: { status: 'succeeded', amountMinor: 4_000, currency: 'USD', providerRef: null },
    });
    const credited = await mismatched(2_500);
    await t.database.db
      .updateTable('invoices')
      .set({ status: 'success' })
      .where('id', '=', credited.invoiceId)
      .execute();
    const before = await campaignTotals(t.database, campaignId);

    const list = await openList();
    const shown = (id: string) => list.results.find((p: { invoice_id: string }) => p.invoice_id === id);
    expect(shown(short.invoiceId)).toMatchObject({
      credit: null,
      reported: { amount: 3_900, reference: short.reference },
    });
    expect(shown(dollars.invoiceId)).toMatchObject({ credit: null, reported: { currency: 'USD' } });

    const less = await resolve(short.invoiceId, 'credited');
    expect(less.statusCode).toBe(409);
    expect(less.json().message).toMatch(/less than the donation/);
    const currency = await resolve(dollars.invoiceId, 'credited');
    expect(currency.statusCode).toBe(409);
    expect(currency.json().message).toMatch(/USD, not ETB/);
    const twice = await resolve(credited.invoiceId, 'credited');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/credited already/);
    expect(await campaignTotals(t.database, campaignId)).toEqual(before);
    expect((await t.invoices.find(short.invoiceId))!.review_resolved_at).toBeNull();
    // Refunding outside Lomi stays possible.
    expect((await resolve(short.invoiceId, 'refunded-outside', 'Returned the 3900 ETB.')).statusCode).toBe(
      200,
    );
  });

  it('answers 400 for a bad id, resolution or note and 404 for an invoice that is not flagged', async () => {
    const { invoiceId } = await mismatched(1_000);
    expect((await resolve('not-a-uuid', 'dismissed')).statusCode).toBe(400);
    expect((await resolve(invoiceId, 'kept')).statusCode).toBe(400);
    const empty = await resolve(invoiceId, 'dismissed', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/note/i);
    expect((await resolve(invoiceId, 'dismissed', 'x'.repeat(2_001))).statusCode).toBe(400);
    const unflagged = await donate('9999', 1_000);
    const missing = await resolve(unflagged.invoiceId, 'dismissed');
    expect(missing.statusCode).toBe(404);
    expect((await resolve(randomUUID(), 'dismissed')).statusCode).toBe(404);
    expect((await t.invoices.find(invoiceId))!.review_resolved_at).toBeNull();
  });

  it('two operators resolving at once: one wins, the other gets 409; credited exactly once', async () => {
    const other = await signUp(t.app);
    await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: other.email },
    });
    for (const [a, b] of [
      ['credited', 'credited'],
      ['credited', 'dismissed'],
      ['refunded-outside', 'credited'],
    ] as const) {
      const { invoiceId } = await mismatched(1_500);
      const before = await campaignTotals(t.database, campaignId);
      const answers = await Promise.all([
        resolve(invoiceId, a, `first: ${a}`),
        resolve(invoiceId, b, `second: ${b}`, other.token),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!;
      expect(loser.json().message).toMatch(/resolved already/);
      const winner = answers.find((r) => r.statusCode === 200)!.json();
      const after = await campaignTotals(t.database, campaignId);
      expect(after.etb_minor - before.etb_minor).toBe(winner.resolution.kind === 'credited' ? 1_500 : 0);
      expect(await auditFor((await donationOf(invoiceId)).id)).toHaveLength(1);
    }
  });

  it('an operator’s credit racing webhook replays, verifies and reconciliation counts once', async () => {
    const { invoiceId, reference } = await lateSuccess(7_700);
    const before = await campaignTotals(t.database, campaignId);
    const notificationsBefore = await creditNotifications();
    const future = new Date(Date.now() + 60 * 60_000);
    const [credit] = await Promise.all([
      resolve(invoiceId, 'credited', 'Confirmed with the provider.'),
      sendWebhook(invoiceId, reference, 7_700),
      sendWebhook(invoiceId, reference, 7_700),
      t.settlement.verifyAndSettle(invoiceId),
      reconcileInvoices({ invoices: t.invoices, settlement: t.settlement, now: future }),
      resolve(invoiceId, 'credited', 'Confirmed twice.'),
    ]);
    expect(credit.statusCode === 200 || credit.statusCode === 409).toBe(true);
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(7_700);
    expect(after.donation_count - before.donation_count).toBe(1);
    expect(await creditNotifications()).toBe(notificationsBefore + 1);
    expect(await t.invoices.find(invoiceId)).toMatchObject({
      status: 'success',
      review_resolution: 'credited',
    });
    expect(await auditFor((await donationOf(invoiceId)).id)).toHaveLength(1);
  });
});
