import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
  type InitiatePaymentInput,
  type PaymentProvider,
} from '../../../../src/payments/payment-provider.ts';
import { createLakiPayProvider } from '../../../../src/payments/providers/lakipay/index.ts';
import { startFakeLakiPay, type FakeLakiPay } from '../../../support/fakes/fake-lakipay.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../support/fakes/webhook-receiver.ts';

describe('LakiPay provider against the fake LakiPay', () => {
  let fake: FakeLakiPay;
  let receiver: WebhookReceiver;
  let provider: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeLakiPay();
    receiver = await startWebhookReceiver();
    provider = createLakiPayProvider({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      webhookPublicKey: fake.publicKeyPem,
      timeoutMs: 500,
    });
  });
  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
  });

  function donation(overrides: Partial<InitiatePaymentInput> = {}): InitiatePaymentInput {
    const invoiceId = randomUUID();
    return {
      invoiceId,
      idempotencyKey: `donation:${invoiceId}`,
      money: { amountMinor: 10050, currency: 'ETB' },
      method: 'telebirr',
      payer: { phone: '251912345678', firstName: 'Abebe', lastName: 'Bikila' },
      description: 'Donation to Flood relief',
      locale: 'en',
      successUrl: 'https://lomi.example/donation/success',
      cancelUrl: 'https://lomi.example/donation/canceled/7',
      webhookUrl: receiver.url,
      metadata: { campaignId: '7' },
      ...overrides,
    };
  }

  function lastBody(): Record<string, unknown> {
    return JSON.parse(fake.requests.at(-1)!.rawBody.toString('utf8')) as Record<string, unknown>;
  }

  it.each([
    ['telebirr', 'TELEBIRR'],
    ['mpesa', 'MPESA'],
    ['cbe', 'CBE'],
  ] as const)('pushes a %s payment to the phone as medium %s', async (method, medium) => {
    const input = donation({ method });
    const result = await provider.initiatePayment(input);

    expect(result.status).toBe('pending');
    expect(result.nextAction).toEqual({ type: 'approve_on_phone' });
    expect(result.providerRef).toBe(fake.byReference(input.invoiceId)!.transaction_id);
    const request = fake.requests.at(-1)!;
    expect(request.url.pathname).toBe('/api/v2/payment/direct');
    expect(request.headers['x-api-key']).toBe(fake.apiKey);
    expect(request.rawBody.toString('utf8')).toContain('"amount":100.50,');
    expect(lastBody()).toMatchObject({
      amount: 100.5,
      currency: 'ETB',
      phone_number: '251912345678',
      medium,
      reference: input.invoiceId,
      callback_url: receiver.url,
    });
  });

  it('opens a hosted checkout for payonline and returns its URL', async () => {
    const input = donation({ method: 'payonline', payer: { email: 'donor@example.com' } });
    const result = await provider.initiatePayment(input);

    const transaction = fake.byReference(input.invoiceId)!;
    expect(result).toEqual({
      providerRef: transaction.transaction_id,
      status: 'pending',
      nextAction: { type: 'redirect', url: transaction.checkout_url },
    });
    expect(fake.requests.at(-1)!.url.pathname).toBe('/api/v2/payment/checkout');
    expect(lastBody()).toMatchObject({
      supported_mediums: ['TELEBIRR', 'MPESA', 'CBE'],
      redirects: { success: input.successUrl, failed: input.cancelUrl },
    });
  });

  it('sends amounts exactly and reads them back exactly', async () => {
    const cases = [
      [1, '0.01'],
      [10, '0.10'],
      [1999, '19.99'],
      [123456789, '1234567.89'],
    ] as const;
    for (const [amountMinor, onTheWire] of cases) {
      const input = donation({ money: { amountMinor, currency: 'ETB' } });
      const { providerRef } = await provider.initiatePayment(input);
      expect(fake.requests.at(-1)!.rawBody.toString('utf8')).toContain(`"amount":${onTheWire},`);
      const verified = await provider.verifyPayment({ invoiceId: input.invoiceId, providerRef });
      expect(verified.money).toEqual({ amountMinor, currency: 'ETB' });
    }
  });

  it('verifies pending, succeeded and failed payments', async () => {
    const paid = donation();
    const unpaid = donation();
    const declined = donation();
    const refs = await Promise.all([paid, unpaid, declined].map((input) => provider.initiatePayment(input)));
    await fake.settle(paid.invoiceId, 'SUCCESS', { deliver: false });
    await fake.settle(declined.invoiceId, 'CANCELLED', { deliver: false });

    const verify = (input: InitiatePaymentInput, index: number) =>
      provider.verifyPayment({ invoiceId: input.invoiceId, providerRef: refs[index]!.providerRef });
    await expect(verify(paid, 0)).resolves.toMatchObject({
      status: 'succeeded',
      money: { amountMinor: 10050 },
    });
    await expect(verify(unpaid, 1)).resolves.toMatchObject({ status: 'pending' });
    await expect(verify(declined, 2)).resolves.toMatchObject({
      status: 'failed',
      reason: expect.any(String),
    });
  });

  it('reports what LakiPay says was charged when it differs from the invoice', async () => {
    const input = donation();
    const { providerRef } = await provider.initiatePayment(input);
    await fake.settle(input.invoiceId, 'SUCCESS', { amount: 99.99, deliver: false });

    const verified = await provider.verifyPayment({ invoiceId: input.invoiceId, providerRef });
    expect(verified.money).toEqual({ amountMinor: 9999, currency: 'ETB' });
  });

  it('maps LakiPay refusals to ProviderRejectedError with its message', async () => {
    const badPhone = provider.initiatePayment(donation({ payer: { phone: '251812345678' } }));
    await expect(badPhone).rejects.toThrow(ProviderRejectedError);
    await expect(badPhone).rejects.toThrow(/Phone number must be/);

    const wrongKey = createLakiPayProvider({
      baseUrl: fake.url,
      apiKey: 'pk:wrong',
      webhookPublicKey: fake.publicKeyPem,
    });
    await expect(wrongKey.initiatePayment(donation())).rejects.toThrow(ProviderRejectedError);

    const input = donation();
    await provider.initiatePayment(input);
    await expect(provider.initiatePayment(input)).rejects.toThrow(ProviderRejectedError);
  });

  it('maps a 500, a timeout and an unreachable host to ProviderUnavailableError', async () => {
    fake.failNext({ kind: 'server-error' });
    await expect(provider.initiatePayment(donation())).rejects.toThrow(ProviderUnavailableError);

    const committed = donation();
    fake.failNext({ kind: 'hang-after-commit' });
    const started = Date.now();
    await expect(provider.initiatePayment(committed)).rejects.toThrow(/timed out after 500 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The charge did reach LakiPay: reporting it as failed would have been wrong.
    expect(fake.byReference(committed.invoiceId)?.status).toBe('PENDING');

    const closed = await startFakeLakiPay();
    await closed.close();
    const offline = createLakiPayProvider({
      baseUrl: closed.url,
      apiKey: fake.apiKey,
      webhookPublicKey: fake.publicKeyPem,
    });
    await expect(offline.initiatePayment(donation())).rejects.toThrow(ProviderUnavailableError);
  });

  it('treats PROVIDER_ERROR as unknown and other error envelopes as refusals', async () => {
    const answering = (body: unknown) =>
      createLakiPayProvider({
        baseUrl: 'http://127.0.0.1:9',
        apiKey: 'k',
        webhookPublicKey: fake.publicKeyPem,
        fetch: async () => new Response(JSON.stringify(body), { status: 200 }),
      });
    const transient = answering({
      status: 'ERROR',
      message: 'Wallet timed out',
      error_code: 'PROVIDER_ERROR',
    });
    await expect(transient.initiatePayment(donation())).rejects.toThrow(ProviderUnavailableError);
    const refused = answering({
      status: 'ERROR',
      message: 'Insufficient balance',
      error_code: 'INSUFFICIENT_BALANCE',
    });
    await expect(refused.initiatePayment(donation())).rejects.toThrow(
      new ProviderRejectedError('Insufficient balance'),
    );
  });

  it('never turns a lookup it cannot answer into a failed payment', async () => {
    const input = donation();
    const { providerRef } = await provider.initiatePayment(input);
    fake.failNext({ kind: 'server-error' });
    await expect(provider.verifyPayment({ invoiceId: input.invoiceId, providerRef })).rejects.toThrow(
      ProviderUnavailableError,
    );
    await expect(
      provider.verifyPayment({ invoiceId: randomUUID(), providerRef: 'TXN-unknown' }),
    ).rejects.toThrow(ProviderUnavailableError);
    // Without LakiPay's id (the initiation never answered) the lookup falls back to our reference.
    await expect(provider.verifyPayment({ invoiceId: input.invoiceId, providerRef: null })).rejects.toThrow(
      ProviderUnavailableError,
    );
    expect(fake.requests.at(-1)!.url.pathname).toBe(`/api/v2/payment/transaction/${input.invoiceId}`);
    // A transaction id that belongs to another invoice is not evidence about this one.
    await expect(provider.verifyPayment({ invoiceId: randomUUID(), providerRef })).rejects.toThrow(
      ProviderUnavailableError,
    );
  });

  it('accepts a webhook signed with LakiPay key and reads it as a hint', async () => {
    const input = donation();
    const { providerRef } = await provider.initiatePayment(input);
    const waiting = receiver.next();
    await fake.settle(input.invoiceId, 'SUCCESS');
    const parsed = provider.parseWebhook(await waiting);

    expect(parsed).toMatchObject({
      invoiceId: input.invoiceId,
      providerRef,
      claimedStatus: 'succeeded',
      trusted: false,
      money: { amountMinor: 10050, currency: 'ETB' },
    });
    expect(parsed.dedupeKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects forged, unsigned, tampered and malformed webhooks', async () => {
    const input = donation();
    await provider.initiatePayment(input);
    const genuine = await fake.settle(input.invoiceId, 'SUCCESS', { deliver: false });
    const payload = JSON.parse(genuine) as Record<string, unknown>;
    const parse = (body: string) => () => provider.parseWebhook({ headers: {}, rawBody: Buffer.from(body) });

    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(parse(fake.signedWebhook(payload, otherKey))).toThrow(WebhookAuthError);
    expect(parse(JSON.stringify({ ...payload, signature: undefined }))).toThrow(WebhookAuthError);
    expect(parse(JSON.stringify({ ...payload, amount: 1000000 }))).toThrow(WebhookAuthError);
    expect(parse(JSON.stringify({ ...payload, reference: randomUUID() }))).toThrow(WebhookAuthError);
    expect(parse('not json')).toThrow(
      expect.objectContaining({ name: 'WebhookAuthError', problem: 'malformed' }),
    );
    expect(parse(genuine)).not.toThrow();
  });
});
