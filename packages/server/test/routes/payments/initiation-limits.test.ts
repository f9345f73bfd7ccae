import { afterEach, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../src/http/rate-limiter.ts';
import { RateLimitCounterRepository } from '../../../src/rate-limits/rate-limit-counter-repository.ts';
import type { DonationOrder } from '../../../src/payments/initiation/donation-order.ts';
import { InitiationGate } from '../../../src/payments/initiation/initiation-gate.ts';
import { InvoiceRepository } from '../../../src/payments/invoices/invoice-repository.ts';
import type { InitiationLimits } from '../../../src/payments/initiation/initiation-limits.ts';
import {
  openCampaign,
  startPaymentsApp,
  UNLIMITED_INITIATION,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';
const CHECKOUT = '/api/donation/lakipay/checkout/';
const CARD = '/api/stripe/checkout/';
const WIZARD = '/api/donation/initiate/';
const order: DonationOrder = {
  campaignId: 1,
  method: 'telebirr',
  currency: 'ETB',
  amountMinor: 5_000,
  tipMinor: 0,
  anonymous: true,
  fullName: null,
  email: null,
  message: '',
  phone: null,
  locale: 'en',
};
// The sandbox never answers a prompt to a number ending in 9999: its invoice stays pending.
const SILENT_PHONE = '251911449999';

describe.each(databaseKinds)('limits on starting donations on %s', (kind) => {
  let t: PaymentsTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(limits: Partial<InitiationLimits>) {
    t = await startPaymentsApp(kind, { initiationLimits: { ...UNLIMITED_INITIATION, ...limits } });
    return { app: t, campaignId: await openCampaign(t.database) };
  }

  const direct = (campaignId: number, phone: string) => ({
    amount: 5_000,
    campaign_id: campaignId,
    phone_number: phone,
    anonymous: true,
    medium: 'telebirr',
  });
  const checkout = (campaignId: number) => ({
    amount: 5_000,
    campaign_id: campaignId,
    anonymous: true,
    medium: 'payonline',
  });

  async function rowCounts(app: PaymentsTestApp) {
    const count = async (table: 'invoices' | 'donations' | 'sandbox_payments') =>
      Number(
        (
          await app.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      invoices: await count('invoices'),
      donations: await count('donations'),
      provider: await count('sandbox_payments'),
    };
  }

  async function expectRateLimited(response: Response, message: RegExp) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('LOMI_ERR_RATE_LIMITED');
    expect(body.message).toMatch(message);
  }

  it('limits one client address over the four endpoints together, writing nothing and ringing nobody on refusal', async () => {
    const { app, campaignId } = await start({ perClient: { max: 4, windowMs: 600_000 } });
    const accepted = [
      await app.post(DIRECT, direct(campaignId, '251911000001')),
      await app.post(CHECKOUT, checkout(campaignId)),
      await app.post(CARD, {
        name: 'Donation',
        price: 1_000,
        metadata: { campaignId, annonymous: true, tipAmount: 0, message: '' },
      }),
      await app.post(WIZARD, {
        amount: 5_000,
        currency: 'ETB',
        email: 'donor@example.com',
        first_name: 'Abebe',
        last_name: 'Kebede',
        campaignId,
        message: 'For the school',
        annonymous: false,
        tipAmount: 0,
        payment_method: 0,
      }),
    ];
    expect(accepted.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const before = await rowCounts(app);

    const refused = await app.post(DIRECT, direct(campaignId, '251911000002'));
    await expectRateLimited(
      refused,
      /^Too many donation attempts from your connection\. Please try again in \d+ minutes?\.$/,
    );
    await expectRateLimited(await app.post(CHECKOUT, checkout(campaignId)), /connection/);
    expect(await rowCounts(app)).toEqual(before);
  });

  it('limits prompts to one phone number, whoever asks, while other numbers still ring', async () => {
    const { app, campaignId } = await start({ perPhone: { max: 3, windowMs: 900_000 } });
    for (let i = 0; i < 3; i++) {
      expect((await app.post(DIRECT, direct(campaignId, '251911223344'))).status).toBe(201);
    }
    const before = await rowCounts(app);
    const refused = await app.post(DIRECT, direct(campaignId, '251911223344'));
    await expectRateLimited(
      refused,
      /^Too many payment requests to this phone number\. Please try again in 15 minutes\.$/,
    );
    expect(await rowCounts(app)).toEqual(before);
    expect((await app.post(DIRECT, direct(campaignId, '251911223355'))).status).toBe(201);
    // A hosted checkout carrying the same number rings nobody, so the phone's limit does not apply to it.
    expect((await app.post(CHECKOUT, { ...checkout(campaignId), phone_number: '251911223344' })).status).toBe(
      201,
    );
  });

  it('counts one phone number however it is written (0911…, +251 911…, 251911…)', async () => {
    const { app } = await start({});
    const limiter = new RateLimiter(new RateLimitCounterRepository(app.database.db));
    const gate = new InitiationGate(
      new InvoiceRepository(app.database.db),
      limiter,
      { ...UNLIMITED_INITIATION, perPhone: { max: 2, windowMs: 900_000 } },
      'test-secret',
    );
    const headers: Record<string, string> = {};
    const admit = (phone: string, address: string) =>
      app.database.db.transaction().execute((trx) =>
        gate.admit(trx, {
          order: { ...order, phone },
          initiator: {
            clientAddress: address,
            reply: { header: (name: string, value: string) => (headers[name] = value) },
          },
          idempotencyKey: `format-${phone}-${address}`,
          now: new Date(),
        }),
      );
    await admit('0911887766', '192.0.2.1');
    await admit('+251 911 887 766', '192.0.2.2');
    await expect(admit('251911887766', '192.0.2.3')).rejects.toMatchObject({
      statusCode: 429,
      code: 'LOMI_ERR_RATE_LIMITED',
    });
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts a retry with the same Idempotency-Key once, sequential or simultaneous', async () => {
    const { app, campaignId } = await start({ perClient: { max: 3, windowMs: 600_000 } });
    const first = await app.post(DIRECT, direct(campaignId, '251911000003'), {
      'idempotency-key': 'retry-a',
    });
    for (let i = 0; i < 3; i++) {
      const retry = await app.post(DIRECT, direct(campaignId, '251911000003'), {
        'idempotency-key': 'retry-a',
      });
      expect(retry.status).toBe(201);
      expect(await retry.json()).toEqual(await first.clone().json());
    }
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.post(CHECKOUT, checkout(campaignId), { 'idempotency-key': 'retry-b' }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(await Promise.all(burst.map(async (r) => JSON.stringify(await r.json()))))).toHaveProperty(
      'size',
      1,
    );
    // Two distinct donations so far: one more is allowed, then the limit.
    expect((await app.post(CHECKOUT, checkout(campaignId))).status).toBe(201);
    expect((await app.post(CHECKOUT, checkout(campaignId))).status).toBe(429);
  });

  it('caps pending invoices per client address and lets a new one through once one settles', async () => {
    const { app, campaignId } = await start({ pendingPerClient: 2 });
    const first = (await (await app.post(CHECKOUT, checkout(campaignId))).json()) as { invoice_id: string };
    expect((await app.post(CHECKOUT, checkout(campaignId))).status).toBe(201);
    const before = await rowCounts(app);

    const refused = await app.post(CHECKOUT, checkout(campaignId));
    await expectRateLimited(refused, /^Too many donations from your connection are waiting for payment\./);
    // Until the oldest pending checkout expires (25 hours by default).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(24 * 3600);
    expect(await rowCounts(app)).toEqual(before);

    await app.invoices.markFailed(first.invoice_id, 'Payment canceled.');
    expect((await app.post(CHECKOUT, checkout(campaignId))).status).toBe(201);
  });

  it('caps pending prompts per phone number; expired ones do not count', async () => {
    const { app, campaignId } = await start({ pendingPerPhone: 2 });
    expect((await app.post(DIRECT, direct(campaignId, SILENT_PHONE))).status).toBe(201);
    expect((await app.post(DIRECT, direct(campaignId, SILENT_PHONE))).status).toBe(201);
    const before = await rowCounts(app);
    const refused = await app.post(DIRECT, direct(campaignId, SILENT_PHONE));
    await expectRateLimited(refused, /^This phone number already has payment requests waiting\./);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await rowCounts(app)).toEqual(before);

    await app.database.db
      .updateTable('invoices')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('phone_number', '=', SILENT_PHONE)
      .execute();
    expect((await app.post(DIRECT, direct(campaignId, SILENT_PHONE))).status).toBe(201);
  });

  it('gives exactly k invoices to N simultaneous requests against a cap of k', async () => {
    const { app, campaignId } = await start({ pendingPerClient: 3 });
    const before = await rowCounts(app);
    const checkouts = await Promise.all(
      Array.from({ length: 12 }, () => app.post(CHECKOUT, checkout(campaignId))),
    );
    expect(checkouts.filter((r) => r.status === 201)).toHaveLength(3);
    expect(checkouts.filter((r) => r.status === 429)).toHaveLength(9);
    expect(await rowCounts(app)).toEqual({
      invoices: before.invoices + 3,
      donations: before.donations + 3,
      provider: before.provider + 3,
    });
  });

  it('gives exactly k prompts to N simultaneous pushes to one phone against a cap of k', async () => {
    const { app, campaignId } = await start({ pendingPerPhone: 2 });
    const before = await rowCounts(app);
    const pushes = await Promise.all(
      Array.from({ length: 10 }, () => app.post(DIRECT, direct(campaignId, SILENT_PHONE))),
    );
    expect(pushes.filter((r) => r.status === 201)).toHaveLength(2);
    expect(pushes.filter((r) => r.status === 429)).toHaveLength(8);
    expect(await rowCounts(app)).toEqual({
      invoices: before.invoices + 2,
      donations: before.donations + 2,
      provider: before.provider + 2,
    });
  });

  it('stores a keyed hash of the client address on the invoice, never the address', async () => {
    const { app, campaignId } = await start({});
    const { invoice_id } = (await (await app.post(CHECKOUT, checkout(campaignId))).json()) as {
      invoice_id: string;
    };
    const row = await app.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice_id)
      .executeTakeFirstOrThrow();
    expect(row.client_key).toMatch(/^[0-9a-f]{64}$/);
    const { response_body: _answer, ...columns } = row;
    expect(JSON.stringify(columns)).not.toContain('127.0.0.1');
  });
});
