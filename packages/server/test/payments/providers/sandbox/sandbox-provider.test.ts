import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../../src/db/database.ts';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  type InitiatePaymentInput,
} from '../../../../src/payments/payment-provider.ts';
import {
  createSandboxProvider,
  SandboxInProductionError,
  type SandboxProvider,
} from '../../../../src/payments/providers/sandbox/sandbox-provider.ts';
import {
  SANDBOX_CANCEL_REASON,
  SANDBOX_DECLINE_REASON,
} from '../../../../src/payments/providers/sandbox/sandbox-scenarios.ts';
import { signSandboxPayload } from '../../../../src/payments/providers/sandbox/sandbox-signature.ts';
import { eventually } from '../../../support/payments-app.ts';
import { databaseKinds, openTestDatabase } from '../../../support/test-database.ts';

interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

describe.each(databaseKinds)('sandbox provider on %s', (kind) => {
  let database: LomiDatabase;
  let clock: number;
  let deliveries: Delivery[];
  let sandbox: SandboxProvider;
  let counter = 0;

  const fakeFetch = (async (url: string, init: RequestInit) => {
    deliveries.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
    return new Response('{}', { status: 200 });
  }) as typeof fetch;

  function create(delayMs = 1_000) {
    return createSandboxProvider({
      db: database.db,
      webhookSecret: 'secret',
      delayMs,
      now: () => new Date(clock),
      fetch: fakeFetch,
    });
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  afterEach(() => sandbox?.close());

  function input(
    phone: string | undefined,
    method: InitiatePaymentInput['method'] = 'telebirr',
  ): InitiatePaymentInput {
    const invoiceId = `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
    return {
      invoiceId,
      idempotencyKey: `k-${invoiceId}`,
      money: { amountMinor: 10_000, currency: method === 'stripe' ? 'USD' : 'ETB' },
      method,
      payer: phone ? { phone } : {},
      description: 'Donation to a test campaign',
      locale: 'en',
      successUrl: `http://127.0.0.1:1/donation/success?invoice_id=${invoiceId}`,
      cancelUrl: 'http://127.0.0.1:1/donation/canceled/3',
      webhookUrl: 'http://127.0.0.1:1/api/webhooks/sandbox',
      metadata: {},
    };
  }

  async function statusAfterDelay(invoiceId: string) {
    const early = await sandbox.verifyPayment({ invoiceId, providerRef: null });
    clock += 1_000;
    const late = await sandbox.verifyPayment({ invoiceId, providerRef: null });
    return { early: early.status, late };
  }

  const ready = (count: number) =>
    eventually(async () => (deliveries.length >= count ? deliveries : undefined));

  it('refuses to exist under NODE_ENV=production', () => {
    expect(() =>
      createSandboxProvider({
        db: database.db,
        webhookSecret: 's',
        delayMs: 1,
        production: true,
      }),
    ).toThrow(SandboxInProductionError);
  });

  it('approves an ordinary number after the delay and sends one signed webhook', async () => {
    clock = Date.parse('2026-01-01T00:00:00Z');
    deliveries = [];
    sandbox = create(10);
    const request = input('251911223344');
    const result = await sandbox.initiatePayment(request);
    expect(result).toMatchObject({ status: 'pending', nextAction: { type: 'approve_on_phone' } });
    expect(result.providerRef).toMatch(/^sbx_/);
    clock -= 1_000 - 10; // the phone answers after 10 ms; look just before
    expect((await sandbox.verifyPayment({ invoiceId: request.invoiceId, providerRef: null })).status).toBe(
      'pending',
    );
    clock += 1_000;
    expect(await sandbox.verifyPayment({ invoiceId: request.invoiceId, providerRef: null })).toEqual({
      invoiceId: request.invoiceId,
      providerRef: result.providerRef,
      status: 'succeeded',
      money: { amountMinor: 10_000, currency: 'ETB' },
    });
    const [delivery] = await ready(1);
    expect(delivery!.url).toBe(request.webhookUrl);
    const parsed = sandbox.parseWebhook({
      headers: { 'x-sandbox-signature': delivery!.headers['x-sandbox-signature'] },
      rawBody: Buffer.from(delivery!.body),
    });
    expect(parsed).toMatchObject({
      invoiceId: request.invoiceId,
      providerRef: result.providerRef,
      claimedStatus: 'succeeded',
      trusted: false,
      money: { amountMinor: 10_000, currency: 'ETB' },
    });
  });

  it('once told where this server listens, delivers its webhooks there, on the webhook path it was given', async () => {
    clock = Date.parse('2026-01-01T00:00:00Z');
    deliveries = [];
    sandbox = create(10);
    sandbox.listeningAt('http://127.0.0.1:4321');
    const request = { ...input('251911223344'), webhookUrl: 'https://lomi.example.org/api/webhooks/sandbox' };
    await sandbox.initiatePayment(request);
    const [delivery] = await ready(1);
    expect(delivery!.url).toBe('http://127.0.0.1:4321/api/webhooks/sandbox');
  });

  it.each([
    ['251911110000', 'failed', 1, SANDBOX_DECLINE_REASON],
    ['251911119999', 'pending', 0, undefined],
    ['251911110005', 'succeeded', 0, undefined],
    ['251911110006', 'succeeded', 3, undefined],
  ])('treats %s as %s with %i webhooks', async (phone, status, webhooks, reason) => {
    clock = Date.now();
    deliveries = [];
    sandbox = create(5);
    const request = input(phone);
    await sandbox.initiatePayment(request);
    const { early, late } = await statusAfterDelay(request.invoiceId);
    expect(early).toBe('pending');
    expect(late.status).toBe(status);
    expect(late.reason).toBe(reason);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await sandbox.close();
    expect(deliveries).toHaveLength(webhooks);
    if (webhooks === 3) {
      const claims = deliveries.map((d) => (JSON.parse(d.body) as { data: { status: string } }).data.status);
      expect(claims).toEqual(['succeeded', 'pending', 'succeeded']);
      expect(new Set(deliveries.map((d) => (JSON.parse(d.body) as { id: string }).id)).size).toBe(3);
    }
  });

  it('retries a webhook our endpoint answered with a 5xx or never got, but not one it refused', async () => {
    clock = Date.now();
    const statuses: number[] = [];
    const answers: Array<number | 'network'> = ['network', 503, 200, 401];
    sandbox = createSandboxProvider({
      db: database.db,
      webhookSecret: 'secret',
      delayMs: 1,
      retryDelaysMs: [5, 5, 5],
      now: () => new Date(clock),
      fetch: (async () => {
        const answer = answers.shift() ?? 200;
        if (answer === 'network') throw new TypeError('fetch failed');
        statuses.push(answer);
        return new Response('{}', { status: answer });
      }) as typeof fetch,
    });
    await sandbox.initiatePayment(input('251911223344'));
    await eventually(async () => (statuses.length >= 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statuses).toEqual([503, 200]);
    // A refusal (4xx) is final.
    answers.splice(0, answers.length, 401, 200);
    await sandbox.initiatePayment(input('251911223355'));
    await eventually(async () => (statuses.length >= 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statuses).toEqual([503, 200, 401]);
  });

  it('times out on …0007 although the charge goes through', async () => {
    clock = Date.now();
    sandbox = create();
    const request = input('251911110007');
    await expect(sandbox.initiatePayment(request)).rejects.toThrow(ProviderUnavailableError);
    expect((await statusAfterDelay(request.invoiceId)).late.status).toBe('succeeded');
  });

  it('reports a different amount on …0008', async () => {
    clock = Date.now();
    sandbox = create();
    const request = input('251911110008');
    await sandbox.initiatePayment(request);
    const { late } = await statusAfterDelay(request.invoiceId);
    expect(late).toMatchObject({ status: 'succeeded', money: { amountMinor: 10_100, currency: 'ETB' } });
  });

  it('rejects a phone payment without a valid phone; a repeated initiate changes nothing', async () => {
    clock = Date.now();
    sandbox = create();
    await expect(sandbox.initiatePayment(input(undefined))).rejects.toThrow(ProviderRejectedError);
    const request = input('251911223344');
    const first = await sandbox.initiatePayment(request);
    const second = await sandbox.initiatePayment(request);
    expect(second.providerRef).toBe(first.providerRef);
  });

  it('answers verify from the database after a restart (another instance)', async () => {
    clock = Date.now();
    sandbox = create();
    const request = input('251911223344');
    await sandbox.initiatePayment(request);
    await sandbox.close();
    clock += 1_000;
    sandbox = create();
    expect((await sandbox.verifyPayment({ invoiceId: request.invoiceId, providerRef: null })).status).toBe(
      'succeeded',
    );
  });

  it('runs a hosted checkout: Pay delivers a webhook once and returns to the success URL', async () => {
    clock = Date.now();
    deliveries = [];
    sandbox = create();
    const request = input(undefined, 'stripe');
    const result = await sandbox.initiatePayment(request);
    expect(result.nextAction).toEqual({
      type: 'redirect',
      url: `http://127.0.0.1:1/sandbox/checkout/${request.invoiceId}`,
    });
    expect((await sandbox.verifyPayment({ invoiceId: request.invoiceId, providerRef: null })).status).toBe(
      'pending',
    );
    expect(await sandbox.completeCheckout(request.invoiceId, 'pay')).toEqual({
      redirectUrl: request.successUrl,
    });
    expect(deliveries).toHaveLength(1);
    expect(await sandbox.completeCheckout(request.invoiceId, 'cancel')).toEqual({
      redirectUrl: request.successUrl,
    });
    expect(deliveries).toHaveLength(1);
    expect(await sandbox.verifyPayment({ invoiceId: request.invoiceId, providerRef: null })).toMatchObject({
      status: 'succeeded',
      money: { amountMinor: 10_000, currency: 'USD' },
    });
  });

  it("opens the hosted checkout page in the donor's language: ?lang=am for Amharic", async () => {
    clock = Date.now();
    sandbox = create();
    const request = { ...input(undefined, 'payonline'), locale: 'am' as const };
    expect((await sandbox.initiatePayment(request)).nextAction).toEqual({
      type: 'redirect',
      url: `http://127.0.0.1:1/sandbox/checkout/${request.invoiceId}?lang=am`,
    });
  });

  it('runs a hosted checkout: Cancel fails it and returns to the canceled URL', async () => {
    clock = Date.now();
    sandbox = create();
    const request = input(undefined, 'payonline');
    await sandbox.initiatePayment(request);
    expect(await sandbox.completeCheckout(request.invoiceId, 'cancel')).toEqual({
      redirectUrl: request.cancelUrl,
    });
    expect(await sandbox.verifyPayment({ invoiceId: request.invoiceId, providerRef: null })).toMatchObject({
      status: 'failed',
      reason: SANDBOX_CANCEL_REASON,
    });
    expect(await sandbox.completeCheckout('00000000-0000-4000-8000-999999999999', 'pay')).toBeUndefined();
  });

  it('refuses forged, stale and malformed webhooks', () => {
    sandbox = create();
    const raw = (body: string, header?: string) => ({
      headers: header ? { 'x-sandbox-signature': header } : {},
      rawBody: Buffer.from(body),
    });
    const seconds = Math.floor(clock / 1000);
    expect(() => sandbox.parseWebhook(raw('{}'))).toThrow(expect.objectContaining({ problem: 'signature' }));
    const sign = (body: string, at = seconds, secret = 'secret') => signSandboxPayload(body, secret, at);
    expect(() => sandbox.parseWebhook(raw('{}', sign('{}', seconds, 'forged')))).toThrow(
      expect.objectContaining({ problem: 'signature' }),
    );
    expect(() => sandbox.parseWebhook(raw('{}', sign('{}', seconds - 3600)))).toThrow(
      expect.objectContaining({ problem: 'signature' }),
    );
    expect(() => sandbox.parseWebhook(raw('not json', sign('not json')))).toThrow(
      expect.objectContaining({ problem: 'malformed' }),
    );
    expect(() => sandbox.parseWebhook(raw('{"id":"x"}', sign('{"id":"x"}')))).toThrow(
      expect.objectContaining({ problem: 'malformed' }),
    );
  });
});
