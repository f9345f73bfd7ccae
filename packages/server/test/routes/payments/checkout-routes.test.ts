import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CANCEL_REASON } from '../../../src/payments/providers/sandbox/sandbox-scenarios.ts';
import {
  campaignTotals,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('hosted checkout, card and wizard donations on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;
  let usdRate: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    campaignId = await openCampaign(t.database);
    usdRate = (
      await t.database.db
        .selectFrom('exchange_rates')
        .select('etb_per_unit')
        .orderBy('effective_at', 'desc')
        .executeTakeFirstOrThrow()
    ).etb_per_unit;
  });
  afterAll(() => t.close());

  const press = (url: string, action: 'pay' | 'cancel') =>
    fetch(`${url}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });

  it('payonline: returns a payment URL whose Pay button credits the donation and lands on success', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post('/api/donation/lakipay/checkout/', {
      amount: 30_000,
      campaign_id: campaignId,
      anonymous: false,
      medium: 'payonline',
      full_name: 'Meron Alemu',
    });
    expect(response.status).toBe(201);
    const { invoice_id: invoiceId, payment_url: url } = (await response.json()) as Record<string, string>;
    expect(url).toBe(`${t.base}/sandbox/checkout/${invoiceId}`);
    const page = await fetch(url!);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<button class="pay" type="submit">Pay<\/button>/);
    expect(html).toMatch(/<button class="cancel" type="submit">Cancel<\/button>/);
    expect(await (await fetch(`${url}?lang=am`)).text()).toContain('ክፈል');

    const paid = await press(url!, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${t.base}/donation/success?invoice_id=${invoiceId}`);
    // The signed webhook went out (and was verified) before the browser was sent back.
    const invoice = await (await fetch(`${t.base}/api/invoices/${invoiceId}`)).json();
    expect(invoice).toEqual({ id: invoiceId, status: 'success' });
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(30_000);
    expect(await (await fetch(url!)).text()).toContain('already decided');
  });

  it('card (POST /api/stripe/checkout/): USD with the ETB value and rate recorded, tip charged on top', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post('/api/stripe/checkout/', {
      name: 'Donation',
      description: 'For the campaign',
      price: 2_500,
      metadata: {
        campaignId: String(campaignId),
        donatorId: '',
        message: 'From Addis',
        annonymous: 'false',
        tipAmount: '300',
        firstname: 'Sara',
        lastname: 'Bekele',
        email: 'sara@example.com',
      },
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { sessionId: string; url: string; invoice_id: string };
    expect(answer.sessionId).toMatch(/^sbx_cs_/);
    const invoice = await t.invoices.find(answer.invoice_id);
    expect(invoice).toMatchObject({
      amount_minor: 2_800,
      currency: 'USD',
      payment_method: 'stripe',
      provider_ref: answer.sessionId,
    });
    expect((await press(answer.url, 'pay')).status).toBe(303);
    const donation = await t.database.db
      .selectFrom('donations')
      .selectAll()
      .where('invoice_id', '=', answer.invoice_id)
      .executeTakeFirstOrThrow();
    expect(donation).toMatchObject({
      amount_minor: 2_500,
      tip_minor: 300,
      currency: 'USD',
      exchange_rate: usdRate,
      etb_amount_minor: Math.round(2_500 * usdRate),
      full_name: 'Sara Bekele',
      email: 'sara@example.com',
      is_completed: true,
    });
    const after = await campaignTotals(t.database, campaignId);
    expect(after.usd_minor - before.usd_minor).toBe(2_500);
    expect(after.collected_etb_minor - before.collected_etb_minor).toBe(Math.round(2_500 * usdRate));
  });

  it('Cancel fails the invoice with the reason and lands on the canceled route', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post('/api/donation/initiate/', {
      amount: 10_000,
      currency: 'ETB',
      email: '',
      first_name: 'Yonas',
      last_name: '',
      campaignId,
      title: 'A campaign',
      message: 'Good luck',
      annonymous: false,
      tipAmount: 1_000,
      payment_method: 0,
    });
    expect(response.status).toBe(201);
    const { invoice_id: invoiceId, payment_url: url } = (await response.json()) as Record<string, string>;
    expect(await t.invoices.find(invoiceId!)).toMatchObject({
      amount_minor: 11_000,
      payment_method: 'payonline',
    });
    const canceled = await press(url!, 'cancel');
    expect(canceled.headers.get('location')).toBe(`${t.base}/donation/canceled/${campaignId}`);
    expect(await (await fetch(`${t.base}/api/invoices/${invoiceId}`)).json()).toEqual({
      id: invoiceId,
      status: 'failed',
      message: SANDBOX_CANCEL_REASON,
    });
    expect(await campaignTotals(t.database, campaignId)).toEqual(before);
  });

  it.each([
    [{ amount: '' }, 'amount', 'Please fill in amount field'],
    [{ message: '' }, 'message', 'Please add a message for the fundraiser'],
    [{ payment_method: 1 }, 'payment_method', 'Please choose a payment method'],
    [{ payment_method: 2 }, 'payment_method', 'Chapa (0) takes ETB and Card (2) takes USD'],
    [{ email: 'not-an-email' }, 'email', 'Invalid Email Address'],
    [{ first_name: '', last_name: '' }, 'first_name', 'Enter your full name'],
    [{ first_name: 'Yonas1' }, 'first_name', 'Use letters only.'],
    [{ last_name: 'ሰለሞን@' }, 'last_name', 'Use letters only.'],
    [{ currency: 'EUR' }, 'currency', 'must be ETB or USD'],
    [{ tipAmount: -1 }, 'tipAmount', ''],
  ])('wizard refuses %j on %s', async (overrides, field, message) => {
    const response = await t.post('/api/donation/initiate/', {
      amount: 10_000,
      currency: 'ETB',
      first_name: 'Yonas',
      campaignId,
      message: 'Good luck',
      payment_method: 0,
      ...overrides,
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { errors: Record<string, string> };
    expect(error.errors[field]).toContain(message);
  });

  it('wizard accepts names of letters in any script, with the joins real names use', async () => {
    const names = [
      ['ዮናስ', 'ወ/ማርያም'],
      ['Jean-Luc', "O'Brien"],
    ] as const;
    for (const [first, last] of names) {
      const response = await t.post('/api/donation/initiate/', {
        amount: 10_000,
        currency: 'ETB',
        first_name: first,
        last_name: last,
        campaignId,
        message: 'Good luck',
        payment_method: 0,
      });
      expect(response.status, `${first} ${last}`).toBe(201);
      const { invoice_id: invoiceId } = (await response.json()) as Record<string, string>;
      const donation = await t.database.db
        .selectFrom('donations')
        .select('full_name')
        .where('invoice_id', '=', invoiceId!)
        .executeTakeFirstOrThrow();
      expect(donation.full_name).toBe(`${first} ${last}`);
    }
  });

  it('wizard names: up to 127 characters each, so first and last joined fit the 255 of a full name', async () => {
    const first = 'አ'.repeat(127);
    const last = 'B'.repeat(127);
    const wizard = (overrides: Record<string, unknown>) =>
      t.post('/api/donation/initiate/', {
        amount: 10_000,
        currency: 'ETB',
        campaignId,
        message: 'Good luck',
        payment_method: 0,
        ...overrides,
      });
    const accepted = await wizard({ first_name: first, last_name: last });
    expect(accepted.status).toBe(201);
    const { invoice_id: invoiceId } = (await accepted.json()) as Record<string, string>;
    const donation = await t.database.db
      .selectFrom('donations')
      .select('full_name')
      .where('invoice_id', '=', invoiceId!)
      .executeTakeFirstOrThrow();
    expect(donation.full_name).toBe(`${first} ${last}`);
    expect(donation.full_name).toHaveLength(255);

    for (const field of ['first_name', 'last_name']) {
      const refused = await wizard({ first_name: first, last_name: last, [field]: 'a'.repeat(128) });
      expect(refused.status, field).toBe(400);
      expect(await refused.json()).toMatchObject({
        errors: { [field]: 'must be at most 127 characters' },
      });
    }
  });

  it("card: the dialog's split name is letters only and, joined, at most 255 characters", async () => {
    const card = (metadata: Record<string, unknown>) =>
      t.post('/api/stripe/checkout/', {
        name: 'Donation',
        price: 1_000,
        metadata: { campaignId, annonymous: false, ...metadata },
      });
    expect((await card({ firstname: 'ሰላም', lastname: 'ወ/ማርያም' })).status).toBe(201);
    expect((await card({ firstname: 'ሰ'.repeat(255) })).status).toBe(201);
    const digits = await card({ firstname: 'Sara', lastname: 'Bekele2' });
    expect(digits.status).toBe(400);
    expect(await digits.json()).toMatchObject({
      errors: { 'metadata.lastname': expect.stringContaining('Use letters only.') },
    });
    const long = await card({ firstname: 'S'.repeat(200), lastname: 'B'.repeat(60) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      errors: { 'metadata.firstname': 'must be at most 255 characters with the last name' },
    });
  });

  describe("the donor's language (lang) through hosted checkouts", () => {
    const requests = () => ({
      payonline: {
        path: '/api/donation/lakipay/checkout/',
        body: { amount: 5_000, campaign_id: campaignId, medium: 'payonline', full_name: 'ሰላም ወ/ማርያም' },
      },
      card: {
        path: '/api/stripe/checkout/',
        body: {
          name: 'Donation',
          price: 1_000,
          metadata: { campaignId, annonymous: false, firstname: 'ሰላም', lastname: 'ተስፋዬ' },
        },
      },
      wizard: {
        path: '/api/donation/initiate/',
        body: {
          amount: 5_000,
          currency: 'ETB',
          first_name: 'ሰላም',
          campaignId,
          message: 'ይበርቱ',
          payment_method: 0,
        },
      },
    });
    const paymentUrl = (answer: Record<string, string>) => answer.payment_url ?? answer.url!;

    it.each(['payonline', 'card', 'wizard'] as const)(
      '%s with lang am: an Amharic checkout page that returns to Amharic success and canceled pages',
      async (kind) => {
        const { path, body } = requests()[kind];
        const response = await t.post(path, { ...body, lang: 'am' });
        expect(response.status).toBe(201);
        const answer = (await response.json()) as Record<string, string>;
        const url = paymentUrl(answer);
        expect(url).toBe(`${t.base}/sandbox/checkout/${answer.invoice_id}?lang=am`);
        const html = await (await fetch(url)).text();
        expect(html).toContain('<html lang="am">');
        expect(html).toContain('ክፈል');

        const paid = await press(`${t.base}/sandbox/checkout/${answer.invoice_id}`, 'pay');
        expect(paid.headers.get('location')).toBe(
          `${t.base}/donation/success?invoice_id=${answer.invoice_id}&lang=am`,
        );
        const again = (await (await t.post(path, { ...body, lang: 'am' })).json()) as Record<string, string>;
        const canceled = await press(`${t.base}/sandbox/checkout/${again.invoice_id}`, 'cancel');
        expect(canceled.headers.get('location')).toBe(`${t.base}/donation/canceled/${campaignId}?lang=am`);
      },
    );

    it.each(['payonline', 'card', 'wizard'] as const)(
      '%s with lang en or none: English pages, no lang parameter (§1)',
      async (kind) => {
        const { path, body } = requests()[kind];
        for (const lang of ['en', undefined]) {
          const response = await t.post(path, lang ? { ...body, lang } : body);
          expect(response.status).toBe(201);
          const answer = (await response.json()) as Record<string, string>;
          expect(paymentUrl(answer)).toBe(`${t.base}/sandbox/checkout/${answer.invoice_id}`);
          expect(await (await fetch(paymentUrl(answer))).text()).toContain('<html lang="en">');
          const paid = await press(paymentUrl(answer), 'pay');
          expect(paid.headers.get('location')).toBe(
            `${t.base}/donation/success?invoice_id=${answer.invoice_id}`,
          );
        }
      },
    );

    it.each(['payonline', 'card', 'wizard'] as const)(
      '%s refuses an unknown lang with a 400',
      async (kind) => {
        const { path, body } = requests()[kind];
        for (const lang of ['fr', 'AM', 7]) {
          const response = await t.post(path, { ...body, lang });
          expect(response.status, String(lang)).toBe(400);
          expect(await response.json()).toMatchObject({
            code: 'LOMI_ERR_VALIDATION',
            errors: { lang: 'must be en or am' },
          });
        }
      },
    );
  });

  it('payonline refuses a full name that is more than letters and spaces', async () => {
    const response = await t.post('/api/donation/lakipay/checkout/', {
      amount: 5_000,
      campaign_id: campaignId,
      medium: 'payonline',
      full_name: 'Meron #1',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { full_name: expect.stringContaining('Use letters only.') },
    });
  });

  it('card refuses a missing name unless anonymous, and accepts an anonymous one', async () => {
    const base = { name: 'Donation', price: 1_000, metadata: { campaignId, annonymous: false } };
    const refused = await t.post('/api/stripe/checkout/', base);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { 'metadata.firstname': expect.any(String) } });
    const anonymous = await t.post('/api/stripe/checkout/', {
      ...base,
      metadata: { campaignId, annonymous: true },
    });
    expect(anonymous.status).toBe(201);
  });

  it('refuses USD donations while no exchange rate is recorded', async () => {
    // Rates are history (migration 0016 refuses DELETE): empty the table as a fresh install has it.
    await sql`TRUNCATE exchange_rates`.execute(t.database.db);
    const response = await t.post('/api/donation/initiate/', {
      amount: 1_000,
      currency: 'USD',
      first_name: 'Yonas',
      campaignId,
      message: 'Hi',
      payment_method: 2,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'LOMI_ERR_EXCHANGE_RATE_MISSING' });
  });
});
