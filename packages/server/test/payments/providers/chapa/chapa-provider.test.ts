import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
  type InitiatePaymentInput,
  type PaymentProvider,
} from '../../../../src/payments/payment-provider.ts';
import { createChapaProvider } from '../../../../src/payments/providers/chapa/index.ts';
import { startFakeChapa, type FakeChapa } from '../../../support/fakes/fake-chapa.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../support/fakes/webhook-receiver.ts';

describe('Chapa provider against the fake Chapa', () => {
  let fake: FakeChapa;
  let receiver: WebhookReceiver;
  let provider: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeChapa();
    receiver = await startWebhookReceiver();
    provider = createChapaProvider({
      baseUrl: fake.url,
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
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
      payer: { phone: '251912345678', firstName: 'Abebe', lastName: 'Bikila', email: 'abebe@example.com' },
      description: 'Donation to Flood relief (Afar)!',
      locale: 'en',
      successUrl: 'https://lomi.example/donation/success',
      cancelUrl: 'https://lomi.example/donation/canceled/7',
      webhookUrl: receiver.url,
      metadata: { campaignId: '7', donorId: '12' },
      ...overrides,
    };
  }

  function lastBody(): Record<string, unknown> {
    return JSON.parse(fake.requests.at(-1)!.rawBody.toString('utf8')) as Record<string, unknown>;
  }

  it.each([
    ['telebirr', 'telebirr'],
    ['mpesa', 'mpesa'],
    ['cbe', 'cbebirr'],
  ] as const)('charges %s directly as type=%s and waits for the phone', async (method, type) => {
    const input = donation({ method });
    const result = await provider.initiatePayment(input);

    expect(result).toEqual({
      providerRef: fake.transactions.get(input.invoiceId)!.reference,
      status: 'pending',
      nextAction: { type: 'approve_on_phone' },
    });
    const request = fake.requests.at(-1)!;
    expect(`${request.url.pathname}${request.url.search}`).toBe(`/v1/charges?type=${type}`);
    expect(request.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(lastBody()).toMatchObject({
      amount: '100.50',
      currency: 'ETB',
      tx_ref: input.invoiceId,
      mobile: '0912345678',
    });
  });

  it('initializes a hosted checkout for payonline and returns the checkout URL', async () => {
    const input = donation({ method: 'payonline' });
    const result = await provider.initiatePayment(input);

    expect(result.status).toBe('pending');
    expect(result.nextAction).toEqual({
      type: 'redirect',
      url: expect.stringMatching(`^${fake.url}/checkout/payment/`),
    });
    expect(fake.requests.at(-1)!.url.pathname).toBe('/v1/transaction/initialize');
    expect(lastBody()).toMatchObject({
      amount: '100.50',
      tx_ref: input.invoiceId,
      phone_number: '0912345678',
      return_url: input.successUrl,
      customization: { title: 'Lomi donation', description: 'Donation to Flood relief Afar' },
      meta: { campaignId: '7', donorId: '12' },
    });
  });

  it('converts amounts to decimal strings and back without losing a santim', async () => {
    const cases = [
      [1, '0.01'],
      [10, '0.10'],
      [2999, '29.99'],
      [123456789, '1234567.89'],
    ] as const;
    for (const [amountMinor, onTheWire] of cases) {
      const input = donation({ money: { amountMinor, currency: 'ETB' } });
      await provider.initiatePayment(input);
      expect(lastBody().amount).toBe(onTheWire);
      await fake.settle(input.invoiceId, 'success');
      const verified = await provider.verifyPayment({ invoiceId: input.invoiceId, providerRef: null });
      expect(verified.money).toEqual({ amountMinor, currency: 'ETB' });
    }
  });

  it('verifies pending, succeeded and failed payments', async () => {
    const [paid, unpaid, declined] = [donation(), donation(), donation({ method: 'payonline' })];
    for (const input of [paid, unpaid, declined]) await provider.initiatePayment(input);
    await fake.settle(paid.invoiceId, 'success');
    await fake.settle(declined.invoiceId, 'failed');

    const verify = (input: InitiatePaymentInput) =>
      provider.verifyPayment({ invoiceId: input.invoiceId, providerRef: null });
    await expect(verify(paid)).resolves.toMatchObject({
      invoiceId: paid.invoiceId,
      providerRef: fake.transactions.get(paid.invoiceId)!.reference,
      status: 'succeeded',
    });
    await expect(verify(unpaid)).resolves.toMatchObject({ status: 'pending' });
    await expect(verify(declined)).resolves.toMatchObject({ status: 'failed', reason: expect.any(String) });
  });

  it('reports the amount Chapa charged when it differs from the invoice', async () => {
    const input = donation();
    await provider.initiatePayment(input);
    await fake.settle(input.invoiceId, 'success', { amount: '10.50' });

    await expect(
      provider.verifyPayment({ invoiceId: input.invoiceId, providerRef: null }),
    ).resolves.toMatchObject({
      money: { amountMinor: 1050, currency: 'ETB' },
    });
  });

  it('maps Chapa refusals to ProviderRejectedError with its message', async () => {
    const badPhone = provider.initiatePayment(donation({ payer: { phone: '251812345678' } }));
    await expect(badPhone).rejects.toThrow(ProviderRejectedError);
    await expect(badPhone).rejects.toThrow('The phone number must be 10 digits starting with 09 or 07.');

    const wrongKey = createChapaProvider({
      baseUrl: fake.url,
      secretKey: 'CHASECK_TEST-wrong',
      webhookSecret: 'x',
    });
    await expect(wrongKey.initiatePayment(donation({ method: 'payonline' }))).rejects.toThrow(
      /Invalid API Key/,
    );
  });

  it('resumes rather than fails when a retried tx_ref was already used', async () => {
    const charge = donation();
    await provider.initiatePayment(charge);
    await expect(provider.initiatePayment(charge)).resolves.toEqual({
      providerRef: null,
      status: 'pending',
      nextAction: { type: 'approve_on_phone' },
    });

    const checkout = donation({ method: 'payonline' });
    await provider.initiatePayment(checkout);
    await expect(provider.initiatePayment(checkout)).rejects.toThrow(ProviderUnavailableError);
  });

  it('maps a 500, a timeout, a garbled answer and an unreachable host to ProviderUnavailableError', async () => {
    fake.failNext({ kind: 'server-error' });
    await expect(provider.initiatePayment(donation())).rejects.toThrow(ProviderUnavailableError);

    const committed = donation();
    fake.failNext({ kind: 'hang-after-commit' });
    await expect(provider.initiatePayment(committed)).rejects.toThrow(/timed out after 500 ms/);
    // Chapa did register the charge; reconciliation finds it through verify.
    await expect(
      provider.verifyPayment({ invoiceId: committed.invoiceId, providerRef: null }),
    ).resolves.toMatchObject({
      status: 'pending',
    });

    const garbled = donation();
    fake.failNext({ kind: 'malformed-after-commit' });
    await expect(provider.initiatePayment(garbled)).rejects.toThrow(ProviderUnavailableError);
    expect(fake.transactions.has(garbled.invoiceId)).toBe(true);

    const closed = await startFakeChapa();
    await closed.close();
    const offline = createChapaProvider({
      baseUrl: closed.url,
      secretKey: fake.secretKey,
      webhookSecret: 'x',
    });
    await expect(offline.initiatePayment(donation())).rejects.toThrow(ProviderUnavailableError);
  });

  it('never turns a lookup it cannot answer into a failed payment', async () => {
    await expect(provider.verifyPayment({ invoiceId: randomUUID(), providerRef: null })).rejects.toThrow(
      ProviderUnavailableError,
    );
    fake.failNext({ kind: 'hang' });
    await expect(provider.verifyPayment({ invoiceId: randomUUID(), providerRef: null })).rejects.toThrow(
      ProviderUnavailableError,
    );
  });

  it('accepts a webhook signed with the secret hash and reads it as a hint', async () => {
    const input = donation();
    await provider.initiatePayment(input);
    const waiting = receiver.next();
    await fake.settle(input.invoiceId, 'success', { deliverTo: receiver.url });
    const parsed = provider.parseWebhook(await waiting);

    expect(parsed).toMatchObject({
      invoiceId: input.invoiceId,
      providerRef: fake.transactions.get(input.invoiceId)!.reference,
      claimedStatus: 'succeeded',
      trusted: false,
      money: { amountMinor: 10050, currency: 'ETB' },
    });
    expect(parsed.dedupeKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the older nested {event, data} payload too', () => {
    const invoiceId = randomUUID();
    const rawBody = JSON.stringify({
      event: 'charge.success',
      data: { tx_ref: invoiceId, reference: 'APxyz', status: 'success', amount: '5.00', currency: 'ETB' },
    });
    const parsed = provider.parseWebhook({
      headers: fake.signatureHeaders(rawBody),
      rawBody: Buffer.from(rawBody),
    });
    expect(parsed).toMatchObject({ invoiceId, claimedStatus: 'succeeded', money: { amountMinor: 500 } });
  });

  it('rejects forged, missing, tampered and constant-only signatures', async () => {
    const input = donation();
    await provider.initiatePayment(input);
    const rawBody = await fake.settle(input.invoiceId, 'success');
    const headers = fake.signatureHeaders(rawBody);
    const parse = (body: string, given: Record<string, string>) => () =>
      provider.parseWebhook({ headers: given, rawBody: Buffer.from(body) });

    const forged = createHmac('sha256', 'not-our-secret').update(rawBody).digest('hex');
    expect(parse(rawBody, { 'x-chapa-signature': forged })).toThrow(WebhookAuthError);
    expect(parse(rawBody, {})).toThrow(WebhookAuthError);
    expect(parse(rawBody.replace('"amount":"100.50"', '"amount":"1000.50"'), headers)).toThrow(
      WebhookAuthError,
    );
    expect(parse(`${rawBody} `, headers)).toThrow(WebhookAuthError);
    // Chapa-Signature alone is the HMAC of the secret itself: it would pass for any body.
    expect(parse(rawBody, { 'chapa-signature': headers['Chapa-Signature']! })).toThrow(WebhookAuthError);
    expect(parse(rawBody, { 'x-chapa-signature': 'zz' })).toThrow(WebhookAuthError);
    expect(parse(rawBody, headers)).not.toThrow();
    expect(parse(rawBody, { 'X-Chapa-Signature': headers['x-chapa-signature']! })).not.toThrow();
  });
});
