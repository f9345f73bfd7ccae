import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitiatePaymentInput, PaymentProvider } from '../../../src/payments/payment-provider.ts';
import { createChapaProvider } from '../../../src/payments/providers/chapa/index.ts';
import { createLakiPayProvider } from '../../../src/payments/providers/lakipay/index.ts';
import { createStripeProvider } from '../../../src/payments/providers/stripe/index.ts';
import { startFakeChapa, type FakeChapa } from '../../support/fakes/fake-chapa.ts';
import { startFakeLakiPay, type FakeLakiPay } from '../../support/fakes/fake-lakipay.ts';
import { startFakeStripe, type FakeStripe } from '../../support/fakes/fake-stripe.ts';
import {
  eventually,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Security review #3: the Host header (and X-Forwarded-Host behind a trusted proxy) chose the return, cancel
// and webhook URLs handed to providers, and the sandbox POSTed signed webhooks to that host. Every request
// here names an attacker's listener in both headers, through a trusted proxy; nothing may reach it.

/** The configured public address: not this machine, so webhooks that arrive prove they were sent locally. */
const SITE = 'https://lomi.example.org';

/** An attacker's listener on loopback, counting what reaches it. */
async function startCapture(): Promise<{ host: string; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    received.push(`${request.method} ${request.url}`);
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The provider, recording the input of each payment it is asked to start. */
function recording(provider: PaymentProvider, inputs: InitiatePaymentInput[]): PaymentProvider {
  return Object.assign(Object.create(provider) as PaymentProvider, {
    initiatePayment: (input: InitiatePaymentInput, options?: { signal?: AbortSignal }) => {
      inputs.push(input);
      return provider.initiatePayment(input, options);
    },
  });
}

const expectConfigured = (input: InitiatePaymentInput, providerId: string) => {
  expect(input.successUrl).toMatch(new RegExp(`^${SITE}/donation/success\\?invoice_id=${input.invoiceId}`));
  expect(input.cancelUrl).toMatch(new RegExp(`^${SITE}/donation/canceled/\\d+`));
  expect(input.webhookUrl).toBe(`${SITE}/api/webhooks/${providerId}`);
};

describe.each(databaseKinds)(
  'payment URLs come from PUBLIC_SITE_URL, never from request headers, on %s',
  (kind) => {
    let capture: Awaited<ReturnType<typeof startCapture>>;
    let hostile: Record<string, string>;

    beforeAll(async () => {
      capture = await startCapture();
      hostile = {
        host: capture.host,
        'x-forwarded-host': capture.host,
        'x-forwarded-proto': 'http',
        'x-forwarded-for': '203.0.113.7',
      };
    });
    afterAll(() => capture.close());

    describe('with the sandbox', () => {
      let t: PaymentsTestApp;
      let campaignId: number;
      const inputs: InitiatePaymentInput[] = [];

      beforeAll(async () => {
        t = await startPaymentsApp(kind, {
          publicSiteUrl: SITE,
          trustProxy: 1,
          wrap: (sandbox) => {
            const recorded = recording(sandbox, inputs);
            return { mobile: recorded, checkout: recorded, card: recorded };
          },
        });
        campaignId = await openCampaign(t.database);
      });
      afterAll(() => t.close());

      const initiate = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: hostile, payload });
      const settled = (invoiceId: string) =>
        eventually(async () => {
          const invoice = await t.invoices.find(invoiceId);
          return invoice?.status === 'pending' ? undefined : invoice;
        });

      it('hosted checkout: payment_url, the pay redirect and the webhook ignore Host and X-Forwarded-Host', async () => {
        const response = await initiate('/api/donation/lakipay/checkout/', {
          amount: 1_500,
          campaign_id: campaignId,
          anonymous: true,
        });
        expect(response.statusCode, response.body).toBe(201);
        const { invoice_id: invoiceId, payment_url: paymentUrl } = response.json();
        expect(paymentUrl).toBe(`${SITE}/sandbox/checkout/${invoiceId}`);
        expectConfigured(inputs.at(-1)!, 'sandbox');

        const paid = await t.app.inject({
          method: 'POST',
          url: `/sandbox/checkout/${invoiceId}/pay`,
          headers: { ...hostile, 'content-type': 'application/x-www-form-urlencoded' },
          payload: '',
        });
        expect(paid.statusCode).toBe(303);
        expect(paid.headers.location).toBe(`${SITE}/donation/success?invoice_id=${invoiceId}`);
        // The signed webhook reached this server through the address it listens on.
        expect((await settled(invoiceId))!.status).toBe('success');
        expect(capture.received).toEqual([]);
      });

      it('direct mobile money: the sandbox delivers its webhooks to this server, not to the named host', async () => {
        const response = await initiate('/api/donation/lakipay/direct/', {
          amount: 2_222,
          campaign_id: campaignId,
          phone_number: '251911120001',
          anonymous: true,
          medium: 'telebirr',
        });
        expect(response.statusCode, response.body).toBe(201);
        const { invoice_id: invoiceId } = response.json();
        expectConfigured(inputs.at(-1)!, 'sandbox');
        expect((await settled(invoiceId))!.status).toBe('success');
        expect(capture.received).toEqual([]);
      });

      it('card and the wizard: the checkout URL is on the configured site', async () => {
        const card = await initiate('/api/stripe/checkout/', {
          name: 'Donation',
          price: 1_000,
          metadata: { campaignId, annonymous: true },
        });
        expect(card.statusCode, card.body).toBe(201);
        expect(card.json().url).toBe(`${SITE}/sandbox/checkout/${card.json().invoice_id}`);
        expectConfigured(inputs.at(-1)!, 'sandbox');
        const wizard = await initiate('/api/donation/initiate/', {
          amount: 5_000,
          currency: 'ETB',
          first_name: 'Abebe',
          message: 'ይበርቱ',
          campaignId,
          payment_method: 0,
          lang: 'am',
        });
        expect(wizard.statusCode, wizard.body).toBe(201);
        expect(wizard.json().payment_url).toBe(
          `${SITE}/sandbox/checkout/${wizard.json().invoice_id}?lang=am`,
        );
        expectConfigured(inputs.at(-1)!, 'sandbox');
        expect(capture.received).toEqual([]);
      });
    });

    describe('with the LakiPay, Chapa and Stripe adapters', () => {
      let lakipay: FakeLakiPay;
      let chapa: FakeChapa;
      let stripe: FakeStripe;
      let t: PaymentsTestApp;
      let campaignId: number;
      const inputs: InitiatePaymentInput[] = [];

      beforeAll(async () => {
        [lakipay, chapa, stripe] = await Promise.all([
          startFakeLakiPay(),
          startFakeChapa(),
          startFakeStripe(),
        ]);
        t = await startPaymentsApp(kind, {
          publicSiteUrl: SITE,
          trustProxy: 1,
          wrap: () => ({
            mobile: recording(
              createLakiPayProvider({
                baseUrl: lakipay.url,
                apiKey: lakipay.apiKey,
                webhookPublicKey: lakipay.publicKeyPem,
              }),
              inputs,
            ),
            checkout: recording(
              createChapaProvider({
                baseUrl: chapa.url,
                secretKey: chapa.secretKey,
                webhookSecret: chapa.webhookSecret,
              }),
              inputs,
            ),
            card: recording(
              createStripeProvider({
                secretKey: stripe.secretKey,
                webhookSecret: stripe.webhookSecret,
                host: '127.0.0.1',
                port: stripe.port,
                protocol: 'http',
              }),
              inputs,
            ),
          }),
        });
        campaignId = await openCampaign(t.database);
      });
      afterAll(async () => {
        await t.close();
        await Promise.all([lakipay.close(), chapa.close(), stripe.close()]);
      });

      const initiate = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: hostile, payload });
      const posted = (requests: { method: string; rawBody: Buffer }[]) =>
        requests.filter((request) => request.method === 'POST').map((request) => request.rawBody.toString());

      it('hands each provider return, cancel and webhook URLs on the configured site only', async () => {
        const direct = await initiate('/api/donation/lakipay/direct/', {
          amount: 9_900,
          campaign_id: campaignId,
          phone_number: '251911223344',
          anonymous: true,
          medium: 'mpesa',
        });
        expect(direct.statusCode, direct.body).toBe(201);
        expectConfigured(inputs.at(-1)!, 'lakipay');
        const lakiPayBody = JSON.parse(posted(lakipay.requests).at(-1)!);
        expect(lakiPayBody.callback_url).toBe(`${SITE}/api/webhooks/lakipay`);

        const hosted = await initiate('/api/donation/lakipay/checkout/', {
          amount: 1_500,
          campaign_id: campaignId,
          anonymous: true,
        });
        expect(hosted.statusCode, hosted.body).toBe(201);
        expectConfigured(inputs.at(-1)!, 'chapa');
        const chapaBody = JSON.parse(posted(chapa.requests).at(-1)!);
        expect(chapaBody.return_url).toBe(inputs.at(-1)!.successUrl);

        const card = await initiate('/api/stripe/checkout/', {
          name: 'Donation',
          price: 1_000,
          metadata: { campaignId, annonymous: true },
        });
        expect(card.statusCode, card.body).toBe(201);
        expectConfigured(inputs.at(-1)!, 'stripe');
        const [session] = [...stripe.sessions.values()];
        expect(session!.success_url).toMatch(new RegExp(`^${SITE}/donation/success\\?`));
        expect(session!.cancel_url).toBe(`${SITE}/donation/canceled/${campaignId}`);

        // Nothing any provider was sent names the host the requests claimed.
        for (const body of [
          ...posted(lakipay.requests),
          ...posted(chapa.requests),
          ...posted(stripe.requests),
        ]) {
          expect(decodeURIComponent(body)).not.toContain(capture.host);
        }
        expect(capture.received).toEqual([]);
      });
    });
  },
);
