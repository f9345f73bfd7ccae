import { PROCESSING_FEE_BASIS_POINTS } from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DECLINE_REASON } from '../../../src/payments/providers/sandbox/sandbox-scenarios.ts';
import {
  campaignTotals,
  eventually,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';

describe.each(databaseKinds)('direct mobile-money donations on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    campaignId = await openCampaign(t.database);
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    amount: 25_000,
    campaign_id: campaignId,
    phone_number: '251911223344',
    anonymous: false,
    medium: 'telebirr',
    full_name: 'Abebe Kebede',
    message: 'Stay strong',
    ...overrides,
  });

  async function statusOf(invoiceId: string) {
    const response = await fetch(`${t.base}/api/invoices/${invoiceId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; status: string; message?: string };
  }

  const settled = (invoiceId: string) =>
    eventually(async () => {
      const invoice = await statusOf(invoiceId);
      return invoice.status === 'pending' ? undefined : invoice;
    });

  it('succeeds through the signed webhook and raises the campaign total by exactly the amount', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post(DIRECT, body());
    expect(response.status).toBe(201);
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    expect(await settled(invoiceId)).toEqual({ id: invoiceId, status: 'success' });
    const after = await campaignTotals(t.database, campaignId);
    expect(after.etb_minor - before.etb_minor).toBe(25_000);
    expect(after.collected_etb_minor - before.collected_etb_minor).toBe(25_000);
    expect(after.donation_count - before.donation_count).toBe(1);
    const donation = await t.database.db
      .selectFrom('donations')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(donation).toMatchObject({
      amount_minor: 25_000,
      currency: 'ETB',
      etb_amount_minor: 25_000,
      exchange_rate: 1,
      fee_minor: Math.round((25_000 * PROCESSING_FEE_BASIS_POINTS) / 10_000),
      full_name: 'Abebe Kebede',
      message: 'Stay strong',
      payment_method: 'telebirr',
      is_completed: true,
    });
  });

  it('fails a declined payment (…0000) with the provider message and credits nothing', async () => {
    const before = await campaignTotals(t.database, campaignId);
    const response = await t.post(DIRECT, body({ phone_number: '251911110000', medium: 'MPESA' }));
    expect(response.status).toBe(201);
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    expect(await settled(invoiceId)).toEqual({
      id: invoiceId,
      status: 'failed',
      message: SANDBOX_DECLINE_REASON,
    });
    expect(await campaignTotals(t.database, campaignId)).toEqual(before);
  });

  it('accepts full names of letters and spaces in Amharic or Latin, with the slash of ወ/ማርያም', async () => {
    for (const [fullName, lang] of [
      ['ሰላም ወ/ማርያም', 'am'],
      ['Abebe G/Medhin', 'en'],
      ['Zoë Müller', undefined],
    ] as const) {
      const response = await t.post(DIRECT, body({ full_name: fullName, lang }));
      expect(response.status, fullName).toBe(201);
      const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
      const donation = await t.database.db
        .selectFrom('donations')
        .select('full_name')
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      expect(donation.full_name).toBe(fullName);
    }
  });

  it('accepts anonymous gifts without a name and never lists the name', async () => {
    const response = await t.post(DIRECT, body({ anonymous: true, full_name: undefined, medium: 'cbe' }));
    expect(response.status).toBe(201);
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    expect((await settled(invoiceId)).status).toBe('success');
    const donation = await t.database.db
      .selectFrom('donations')
      .select(['anonymous', 'full_name'])
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(donation).toEqual({ anonymous: true, full_name: null });
  });

  it.each([
    [{ phone_number: '0911223344' }, 'phone_number', 'Enter a valid 9-digit phone number'],
    [{ phone_number: '25191122334' }, 'phone_number', 'Enter a valid 9-digit phone number'],
    [{ amount: 0 }, 'amount', 'must be above 0'],
    [{ amount: -5 }, 'amount', 'must be above 0'],
    [{ amount: 10.5 }, 'amount', 'must be a whole number of minor units'],
    [{ amount: 1_000_000_001 }, 'amount', 'must be at most'],
    [{ full_name: '  ' }, 'full_name', 'Enter your full name, or choose to donate anonymously.'],
    [{ full_name: 'Abebe 2' }, 'full_name', 'Use letters only.'],
    [{ full_name: 'abebe@lomi.et' }, 'full_name', 'Use letters only.'],
    [{ full_name: 'አ'.repeat(256) }, 'full_name', 'must be at most 255 characters'],
    [{ lang: 'fr' }, 'lang', 'must be en or am'],
    [{ medium: 'paypal' }, 'medium', 'must be one of telebirr, mpesa, cbe'],
    [{ currency: 'USD' }, 'currency', 'mobile money is paid in ETB'],
    [{ campaign_id: 'abc' }, 'campaign_id', 'must be a campaign id'],
  ])('refuses %j with a message on %s', async (overrides, field, message) => {
    const count = await t.database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await t.post(DIRECT, body(overrides));
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; errors: Record<string, string> };
    expect(error.code).toBe('LOMI_ERR_VALIDATION');
    expect(error.errors[field]).toContain(message);
    const after = await t.database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(count.n);
  });

  it('refuses an unknown campaign (404), a closed one and one past its deadline (409)', async () => {
    expect((await t.post(DIRECT, body({ campaign_id: 999_999 }))).status).toBe(404);
    const closedId = await openCampaign(t.database, 1);
    await t.database.db
      .updateTable('campaigns')
      .set({ status: 'closed' })
      .where('id', '=', closedId)
      .execute();
    const closed = await t.post(DIRECT, body({ campaign_id: closedId }));
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({
      message: 'This campaign is no longer accepting donations.',
      code: 'LOMI_ERR_CAMPAIGN_CLOSED',
    });
    const lateId = await openCampaign(t.database, 1);
    await t.database.db
      .updateTable('campaigns')
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where('id', '=', lateId)
      .execute();
    const late = await t.post(DIRECT, body({ campaign_id: lateId }));
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      code: 'LOMI_ERR_CAMPAIGN_CLOSED',
      message: expect.stringContaining('deadline'),
    });
  });

  it('answers 404 for an unknown invoice and 400 for a malformed id', async () => {
    expect((await fetch(`${t.base}/api/invoices/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${t.base}/api/invoices/12`)).status).toBe(400);
  });

  it('answers cross-origin callers (embeds), preflight with Idempotency-Key included', async () => {
    const response = await t.post(DIRECT, body(), { origin: 'https://charity.example' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${t.base}${DIRECT}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://charity.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
  });
});
