import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  type PaymentProvider,
} from '../../../src/payments/payment-provider.ts';
import { openCampaign, startPaymentsApp, type PaymentsTestApp } from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

/** The sandbox with an initiate that always throws `error` (what a real provider does on a 4xx / timeout). */
function failingInitiate(sandbox: PaymentProvider, error: Error): PaymentProvider {
  return {
    id: sandbox.id,
    methods: sandbox.methods,
    currencies: sandbox.currencies,
    initiatePayment: async () => {
      throw error;
    },
    verifyPayment: (ref) => sandbox.verifyPayment(ref),
    parseWebhook: (raw) => sandbox.parseWebhook(raw),
  };
}

describe.each(databaseKinds)('provider errors at initiation on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind, {
      wrap: (sandbox) => ({
        mobile: failingInitiate(sandbox, new ProviderRejectedError('Insufficient balance on the wallet.')),
        checkout: failingInitiate(sandbox, new ProviderUnavailableError('timeout')),
        card: sandbox,
      }),
    });
    campaignId = await openCampaign(t.database);
  });
  afterAll(() => t.close());

  it('fails the invoice with the provider message when it refuses (422), and replays that answer', async () => {
    const body = {
      amount: 1_000,
      campaign_id: campaignId,
      phone_number: '251900000001',
      anonymous: true,
      medium: 'cbe',
    };
    const response = await t.post('/api/donation/lakipay/direct/', body, {
      'idempotency-key': `rejected-${kind}`,
    });
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { invoice_id: string; code: string; message: string };
    expect(answer).toMatchObject({
      code: 'LOMI_ERR_PAYMENT_REJECTED',
      message: 'Insufficient balance on the wallet.',
    });
    expect(await (await fetch(`${t.base}/api/invoices/${answer.invoice_id}`)).json()).toEqual({
      id: answer.invoice_id,
      status: 'failed',
      message: 'Insufficient balance on the wallet.',
    });
    const again = await t.post('/api/donation/lakipay/direct/', body, {
      'idempotency-key': `rejected-${kind}`,
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual(answer);
  });

  it('leaves the invoice pending when the provider does not answer (503 for a redirect flow)', async () => {
    const response = await t.post('/api/donation/lakipay/checkout/', {
      amount: 1_000,
      campaign_id: campaignId,
      anonymous: true,
    });
    expect(response.status).toBe(503);
    const answer = (await response.json()) as { invoice_id: string; code: string };
    expect(answer.code).toBe('LOMI_ERR_PROVIDER_UNAVAILABLE');
    expect((await t.invoices.find(answer.invoice_id))!.status).toBe('pending');
  });
});
