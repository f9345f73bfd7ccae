import {
  buildCardCheckoutRequest,
  buildDirectDonationPayload,
  buildWizardDonationRequest,
  createLomiClient,
  EMPTY_DONATE_DIALOG_FORM,
  type LomiClient,
} from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';

// The requests @lomi/core builds for the donate dialog and wizard are the ones these endpoints accept: the
// UI's client and the server cannot drift apart unnoticed.
describe('payment endpoints with the @lomi/core client', () => {
  let t: PaymentsTestApp;
  let client: LomiClient;
  let target: { id: number; title: string };

  beforeAll(async () => {
    t = await startPaymentsApp('pglite');
    client = createLomiClient({ baseURL: t.base });
    target = { id: await openCampaign(t.database), title: 'A campaign with a title' };
  });
  afterAll(() => t.close());

  const dialog = {
    ...EMPTY_DONATE_DIALOG_FORM,
    amount: '150.50',
    phone: '911223344',
    fullName: 'Abebe Kebede',
  };

  it('direct mobile money, polled to success', async () => {
    const payload = buildDirectDonationPayload(target, { ...dialog, method: 'telebirr', message: 'Go' });
    const { invoice_id: invoiceId } = await client.donations.direct(payload);
    const invoice = await eventually(async () => {
      const answer = await client.invoices.get(invoiceId);
      return answer.status === 'pending' ? undefined : answer;
    });
    expect(invoice).toMatchObject({ id: invoiceId, status: 'success' });
  });

  it('payonline and card (anonymous) answer a checkout URL', async () => {
    const checkout = await client.donations.checkout(
      buildDirectDonationPayload(target, { ...dialog, method: 'payonline' }),
    );
    expect(checkout.payment_url).toBe(`${t.base}/sandbox/checkout/${checkout.invoice_id}`);
    const card = await client.stripe.checkout(
      buildCardCheckoutRequest(target, { ...dialog, method: 'stripe', anonymous: true }),
    );
    expect(card.url).toBe(`${t.base}/sandbox/checkout/${card.invoice_id}`);
    expect(card.sessionId).toMatch(/^sbx_cs_/);
  });

  it("the donor's language from the builders reaches the checkout URL (am) or stays out of it (en)", async () => {
    const amharic = { ...dialog, fullName: 'ሰላም ወ/ማርያም' };
    const payonline = await client.donations.checkout(
      buildDirectDonationPayload(target, { ...amharic, method: 'payonline' }, 'am'),
    );
    expect(payonline.payment_url).toBe(`${t.base}/sandbox/checkout/${payonline.invoice_id}?lang=am`);
    const card = await client.stripe.checkout(
      buildCardCheckoutRequest(target, { ...amharic, method: 'stripe' }, 'am'),
    );
    expect(card.url).toBe(`${t.base}/sandbox/checkout/${card.invoice_id}?lang=am`);
    const english = await client.donations.checkout(
      buildDirectDonationPayload(target, { ...dialog, method: 'payonline' }, 'en'),
    );
    expect(english.payment_url).toBe(`${t.base}/sandbox/checkout/${english.invoice_id}`);
  });

  it('the wizard request, in ETB with a tip and in USD without a name', async () => {
    const wizard = {
      currency: 'ETB' as const,
      amount: '100',
      firstName: 'Sara',
      lastName: '',
      email: '',
      anonymous: false,
      message: 'For the children',
      paymentMethodId: 0 as const,
      tip: '10',
      termsAccepted: true,
    };
    const etb = await client.donations.initiate(buildWizardDonationRequest(target, wizard));
    expect((await t.invoices.find(etb.invoice_id))!.amount_minor).toBe(11_000);
    const usd = await client.donations.initiate(
      buildWizardDonationRequest(target, { ...wizard, currency: 'USD', paymentMethodId: 2, firstName: '' }),
    );
    expect(usd.payment_url).toContain('/sandbox/checkout/');
  });
});
