import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
  type InitiatePaymentInput,
  type PaymentProvider,
} from '../../../../src/payments/payment-provider.ts';
import { createStripeProvider, type StripeConfig } from '../../../../src/payments/providers/stripe/index.ts';
import { startFakeStripe, type FakeStripe } from '../../../support/fakes/fake-stripe.ts';
import { parseStripeForm } from '../../../support/fakes/stripe-form.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../support/fakes/webhook-receiver.ts';

describe('Stripe provider against the fake Stripe', () => {
  let fake: FakeStripe;
  let receiver: WebhookReceiver;
  let provider: PaymentProvider;

  function config(overrides: Partial<StripeConfig> = {}): StripeConfig {
    return {
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeoutMs: 500,
      ...overrides,
    };
  }

  beforeAll(async () => {
    fake = await startFakeStripe();
    receiver = await startWebhookReceiver();
    provider = createStripeProvider(config());
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
      idempotencyKey: `donation:${invoiceId}:checkout`,
      money: { amountMinor: 2500, currency: 'USD' },
      method: 'stripe',
      payer: { email: 'donor@example.com', firstName: 'Sara', lastName: 'Tesfaye' },
      description: 'Donation to Flood relief',
      locale: 'en',
      successUrl: `https://lomi.example/donation/success?invoice_id=${invoiceId}`,
      cancelUrl: 'https://lomi.example/donation/canceled/7',
      webhookUrl: receiver.url,
      metadata: { campaignId: '7', donatorId: '12', message: 'Stay strong' },
      ...overrides,
    };
  }

  it('creates a donate Checkout Session in cents with the campaign and donor in metadata', async () => {
    const input = donation();
    const result = await provider.initiatePayment(input);

    const session = fake.sessions.get(result.providerRef!)!;
    expect(result).toEqual({
      providerRef: session.id,
      status: 'pending',
      nextAction: { type: 'redirect', url: session.url },
    });
    expect(session).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      amount_total: 2500,
      currency: 'usd',
      client_reference_id: input.invoiceId,
      customer_email: 'donor@example.com',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: { campaignId: '7', donatorId: '12', message: 'Stay strong', invoiceId: input.invoiceId },
    });
    expect(session.line_items_sent).toEqual([
      {
        quantity: '1',
        price_data: { currency: 'usd', unit_amount: '2500', product_data: { name: input.description } },
      },
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers['idempotency-key']).toBe(input.idempotencyKey);
    expect(parseStripeForm(request.rawBody.toString('utf8'))).toMatchObject({
      client_reference_id: input.invoiceId,
    });
  });

  it('keeps long donor messages within Stripe metadata limits', async () => {
    const input = donation({ metadata: { campaignId: '7', message: 'ሰላም '.repeat(300) } });
    const { providerRef } = await provider.initiatePayment(input);
    expect(fake.sessions.get(providerRef!)!.metadata.message).toHaveLength(500);
  });

  it('replays the same session for a retried Idempotency-Key and refuses the key with other parameters', async () => {
    const input = donation();
    const first = await provider.initiatePayment(input);
    const before = fake.createdCount();
    const again = await provider.initiatePayment(input);

    expect(again).toEqual(first);
    expect(fake.createdCount()).toBe(before);
    await expect(
      provider.initiatePayment({ ...input, money: { amountMinor: 9900, currency: 'USD' } }),
    ).rejects.toThrow(ProviderRejectedError);
  });

  it('verifies open, paid and expired sessions', async () => {
    const start = async (input: InitiatePaymentInput) => ({
      input,
      result: await provider.initiatePayment(input),
    });
    const open = await start(donation());
    const paid = await start(donation());
    const expired = await start(donation());
    await fake.complete(paid.result.providerRef!);
    await fake.expire(expired.result.providerRef!);

    const verify = ({ input, result }: typeof open) =>
      provider.verifyPayment({ invoiceId: input.invoiceId, providerRef: result.providerRef });
    await expect(verify(open)).resolves.toMatchObject({ status: 'pending' });
    await expect(verify(paid)).resolves.toEqual({
      invoiceId: paid.input.invoiceId,
      providerRef: paid.result.providerRef,
      status: 'succeeded',
      money: { amountMinor: 2500, currency: 'USD' },
    });
    await expect(verify(expired)).resolves.toMatchObject({ status: 'failed', reason: expect.any(String) });
  });

  it('sends cents exactly and reports what Stripe charged', async () => {
    for (const amountMinor of [50, 1999, 123456789]) {
      const input = donation({ money: { amountMinor, currency: 'USD' } });
      const { providerRef } = await provider.initiatePayment(input);
      await fake.complete(providerRef!, amountMinor === 1999 ? { amount: 1000 } : {});
      const verified = await provider.verifyPayment({ invoiceId: input.invoiceId, providerRef });
      expect(verified.money).toEqual({
        amountMinor: amountMinor === 1999 ? 1000 : amountMinor,
        currency: 'USD',
      });
    }
  });

  it('maps Stripe refusals to ProviderRejectedError with a message fit for the donor', async () => {
    const tooSmall = provider.initiatePayment(donation({ money: { amountMinor: 10, currency: 'USD' } }));
    await expect(tooSmall).rejects.toThrow(ProviderRejectedError);
    await expect(tooSmall).rejects.toThrow('The card payment could not be started. Please try again later.');
    await expect(tooSmall).rejects.toHaveProperty('cause.code', 'amount_too_small');

    const wrongKey = createStripeProvider(config({ secretKey: 'sk_test_wrong' }));
    await expect(wrongKey.initiatePayment(donation())).rejects.toThrow(ProviderRejectedError);
    await expect(
      provider.initiatePayment(donation({ money: { amountMinor: 2500, currency: 'ETB' } })),
    ).rejects.toThrow(ProviderRejectedError);
  });

  it('maps a 500, a timeout and an unreachable host to ProviderUnavailableError', async () => {
    fake.failNext({ kind: 'server-error' });
    await expect(provider.initiatePayment(donation())).rejects.toThrow(ProviderUnavailableError);

    fake.failNext({ kind: 'hang' });
    await expect(provider.initiatePayment(donation())).rejects.toThrow(ProviderUnavailableError);

    const closed = await startFakeStripe();
    await closed.close();
    const offline = createStripeProvider(config({ port: closed.port }));
    await expect(offline.initiatePayment(donation())).rejects.toThrow(ProviderUnavailableError);
  });

  it('retries its own timeouts safely under our Idempotency-Key', async () => {
    const retrying = createStripeProvider(config({ maxNetworkRetries: 1 }));
    const before = fake.createdCount();
    fake.failNext({ kind: 'hang-after-commit' });
    const input = donation();
    const result = await retrying.initiatePayment(input);

    expect(fake.createdCount()).toBe(before + 1);
    expect(fake.sessions.get(result.providerRef!)!.client_reference_id).toBe(input.invoiceId);
  });

  it('never turns a lookup it cannot answer into a failed payment', async () => {
    await expect(provider.verifyPayment({ invoiceId: randomUUID(), providerRef: null })).rejects.toThrow(
      ProviderUnavailableError,
    );
    await expect(
      provider.verifyPayment({ invoiceId: randomUUID(), providerRef: 'cs_test_missing' }),
    ).rejects.toThrow(ProviderUnavailableError);
    const { providerRef } = await provider.initiatePayment(donation());
    await expect(provider.verifyPayment({ invoiceId: randomUUID(), providerRef })).rejects.toThrow(
      ProviderUnavailableError,
    );
  });

  it('goes through a given fetch when one is configured', async () => {
    const seen: string[] = [];
    const viaFetch = createStripeProvider(
      config({
        fetch: (url, init) => {
          seen.push(String(url));
          return fetch(url, init);
        },
      }),
    );
    await viaFetch.initiatePayment(donation());
    expect(seen).toEqual([`http://127.0.0.1:${fake.port}/v1/checkout/sessions`]);
  });

  it('trusts a signed checkout.session.completed event', async () => {
    const input = donation();
    const { providerRef } = await provider.initiatePayment(input);
    const waiting = receiver.next();
    await fake.complete(providerRef!, { deliverTo: receiver.url });
    const delivery = await waiting;
    const parsed = provider.parseWebhook(delivery);

    expect(parsed).toEqual({
      dedupeKey: JSON.parse(delivery.rawBody.toString('utf8')).id,
      invoiceId: input.invoiceId,
      providerRef,
      claimedStatus: 'succeeded',
      trusted: true,
      money: { amountMinor: 2500, currency: 'USD' },
    });
  });

  it('reads expiry and delayed payments, and ignores unrelated events', async () => {
    const input = donation();
    const { providerRef } = await provider.initiatePayment(input);
    const session = fake.sessions.get(providerRef!)!;
    const parse = (type: string) => {
      const event = fake.signEvent(type, session);
      return provider.parseWebhook({
        headers: { 'stripe-signature': event.signature },
        rawBody: Buffer.from(event.rawBody),
      });
    };

    expect(parse('checkout.session.completed').claimedStatus).toBe('pending');
    expect(parse('checkout.session.async_payment_succeeded').claimedStatus).toBe('succeeded');
    expect(parse('checkout.session.async_payment_failed').claimedStatus).toBe('failed');
    expect(parse('checkout.session.expired').claimedStatus).toBe('failed');
    expect(parse('customer.created')).toMatchObject({
      invoiceId: null,
      money: null,
      claimedStatus: 'pending',
    });
  });

  it('rejects forged, missing, tampered and stale signatures', async () => {
    const { providerRef } = await provider.initiatePayment(donation());
    const session = fake.sessions.get(providerRef!)!;
    const event = fake.signEvent('checkout.session.completed', session);
    const parse =
      (rawBody: string, signature: string | undefined, target = provider) =>
      () =>
        target.parseWebhook({ headers: { 'stripe-signature': signature }, rawBody: Buffer.from(rawBody) });

    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event.rawBody,
      secret: 'whsec_attacker',
    });
    expect(parse(event.rawBody, forged)).toThrow(WebhookAuthError);
    expect(parse(event.rawBody, undefined)).toThrow(WebhookAuthError);
    expect(
      parse(event.rawBody.replace('"amount_total": 2500', '"amount_total": 1'), event.signature),
    ).toThrow(WebhookAuthError);
    const now = Math.floor(Date.now() / 1000);
    const stale = fake.signEvent('checkout.session.completed', session, now - 301);
    expect(parse(stale.rawBody, stale.signature)).toThrow(WebhookAuthError);
    const recent = fake.signEvent('checkout.session.completed', session, now - 120);
    expect(parse(recent.rawBody, recent.signature)).not.toThrow();
    const strict = createStripeProvider(config({ webhookToleranceSeconds: 60 }));
    expect(parse(recent.rawBody, recent.signature, strict)).toThrow(WebhookAuthError);
    expect(parse(event.rawBody, event.signature)).not.toThrow();
  });
});
