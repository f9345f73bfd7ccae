import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_MISMATCH_MESSAGE } from '../../../src/payments/invoices/invoice-settlement.ts';
import { createChapaProvider } from '../../../src/payments/providers/chapa/index.ts';
import { createLakiPayProvider } from '../../../src/payments/providers/lakipay/index.ts';
import { createStripeProvider } from '../../../src/payments/providers/stripe/index.ts';
import { startFakeChapa, type FakeChapa } from '../../support/fakes/fake-chapa.ts';
import { startFakeLakiPay, type FakeLakiPay } from '../../support/fakes/fake-lakipay.ts';
import { startFakeStripe, type FakeStripe } from '../../support/fakes/fake-stripe.ts';
import {
  campaignTotals,
  eventually,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// The invoice service with the real Chapa and Stripe adapters against the loopback fakes: the webhook is a
// hint, the adapter's verify (Chapa) or the signed event (Stripe) decides, and each success credits once.
describe.each(databaseKinds)('donations through the Chapa and Stripe adapters on %s', (kind) => {
  let chapa: FakeChapa;
  let stripe: FakeStripe;
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    chapa = await startFakeChapa();
    stripe = await startFakeStripe();
    t = await startPaymentsApp(kind, {
      wrap: () => {
        const chapaProvider = createChapaProvider({
          baseUrl: chapa.url,
          secretKey: chapa.secretKey,
          webhookSecret: chapa.webhookSecret,
        });
        return {
          mobile: chapaProvider,
          checkout: chapaProvider,
          card: createStripeProvider({
            secretKey: stripe.secretKey,
            webhookSecret: stripe.webhookSecret,
            host: '127.0.0.1',
            port: stripe.port,
            protocol: 'http',
          }),
        };
      },
    });
    campaignId = await openCampaign(t.database);
  });
  afterAll(async () => {
    await t.close();
    await chapa.close();
    await stripe.close();
  });

  const settled = (invoiceId: string) =>
    eventually(async () => {
      const invoice = await t.invoices.find(invoiceId);
      return invoice?.status === 'pending' ? undefined : invoice;
    });

  it('Chapa direct charge: the signed webhook is verified, then credited once', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post('/api/donation/lakipay/direct/', {
      amount: 15_050,
      campaign_id: campaignId,
      phone_number: '251911223344',
      anonymous: true,
      medium: 'telebirr',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    expect(chapa.transactions.get(invoiceId)).toMatchObject({ amount: '150.50', currency: 'ETB' });
    const webhook = `${t.base}/api/webhooks/chapa`;
    await chapa.settle(invoiceId, 'success', { deliverTo: webhook });
    await chapa.settle(invoiceId, 'success', { deliverTo: webhook });
    expect((await settled(invoiceId))!.status).toBe('success');
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(15_050);
    expect(after.donation_count - before.donation_count).toBe(1);
  });

  it('Chapa hosted checkout with a different amount charged: never credited', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post('/api/donation/lakipay/checkout/', {
      amount: 20_000,
      campaign_id: campaignId,
      anonymous: true,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { invoice_id: invoiceId, payment_url: url } = (await response.json()) as Record<string, string>;
    expect(url).toMatch(/^https?:\/\//);
    await chapa.settle(invoiceId!, 'success', {
      amount: '150.00',
      deliverTo: `${t.base}/api/webhooks/chapa`,
    });
    expect(await settled(invoiceId!)).toMatchObject({
      status: 'failed',
      failure_reason: AMOUNT_MISMATCH_MESSAGE,
    });
    expect(await campaignTotals(t.database, campaignId)).toEqual(before);
  });

  it("an Amharic donor's Chapa and Stripe checkouts return to Amharic pages (lang=am); English ones carry none", async () => {
    const chapaReturnUrl = async (lang?: string) => {
      const response = await t.post('/api/donation/lakipay/checkout/', {
        amount: 5_000,
        campaign_id: campaignId,
        anonymous: true,
        ...(lang ? { lang } : {}),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const { invoice_id: invoiceId } = (await response.json()) as Record<string, string>;
      const sent = chapa.requests.filter((request) =>
        request.url.pathname.endsWith('/transaction/initialize'),
      );
      const body = JSON.parse(sent.at(-1)!.rawBody.toString('utf8')) as Record<string, unknown>;
      return { invoiceId, returnUrl: body.return_url };
    };
    const amharic = await chapaReturnUrl('am');
    expect(amharic.returnUrl).toBe(`${t.base}/donation/success?invoice_id=${amharic.invoiceId}&lang=am`);
    const english = await chapaReturnUrl();
    expect(english.returnUrl).toBe(`${t.base}/donation/success?invoice_id=${english.invoiceId}`);

    const response = await t.post('/api/stripe/checkout/', {
      name: 'Donation',
      price: 1_000,
      metadata: { campaignId, annonymous: true },
      lang: 'am',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as { sessionId: string; invoice_id: string };
    expect(stripe.sessions.get(answer.sessionId)).toMatchObject({
      success_url: `${t.base}/donation/success?invoice_id=${answer.invoice_id}&lang=am`,
      cancel_url: `${t.base}/donation/canceled/${campaignId}?lang=am`,
    });
  });

  it('Stripe Checkout: the signed checkout.session.completed credits the USD donation once', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post('/api/stripe/checkout/', {
      name: 'Donation',
      price: 5_000,
      metadata: { campaignId, annonymous: true, tipAmount: 500 },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as { sessionId: string; url: string; invoice_id: string };
    expect(stripe.sessions.get(answer.sessionId)).toMatchObject({ amount_total: 5_500, currency: 'usd' });
    const event = await stripe.complete(answer.sessionId, { deliverTo: `${t.base}/api/webhooks/stripe` });
    expect((await settled(answer.invoice_id))!.status).toBe('success');
    // The same signed event again is a duplicate.
    const replay = await fetch(`${t.base}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.rawBody,
    });
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const after = await campaignTotals(t.database, campaignId);
    expect(after.usd_minor - before.usd_minor).toBe(5_000);
    expect(after.donation_count - before.donation_count).toBe(1);
  });
});

describe.each(databaseKinds)('donations through the LakiPay adapter on %s', (kind) => {
  let lakipay: FakeLakiPay;
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    lakipay = await startFakeLakiPay();
    t = await startPaymentsApp(kind, {
      wrap: (sandbox) => {
        const provider = createLakiPayProvider({
          baseUrl: lakipay.url,
          apiKey: lakipay.apiKey,
          webhookPublicKey: lakipay.publicKeyPem,
        });
        return { mobile: provider, checkout: provider, card: sandbox };
      },
    });
    campaignId = await openCampaign(t.database);
  });
  afterAll(async () => {
    await t.close();
    await lakipay.close();
  });

  it('direct payment: the RSA-signed DEPOSIT webhook is verified by lookup, then credited once', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post('/api/donation/lakipay/direct/', {
      amount: 9_900,
      campaign_id: campaignId,
      phone_number: '251911223344',
      anonymous: false,
      full_name: 'Tigist Haile',
      medium: 'mpesa',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    const invoice = await t.invoices.find(invoiceId);
    expect(invoice!.provider).toBe('lakipay');
    await lakipay.settle(invoiceId, 'SUCCESS');
    await lakipay.settle(invoiceId, 'SUCCESS');
    const done = await eventually(async () => {
      const found = await t.invoices.find(invoiceId);
      return found?.status === 'pending' ? undefined : found;
    });
    expect(done.status).toBe('success');
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(9_900);
    expect(after.donation_count - before.donation_count).toBe(1);
  });
});
