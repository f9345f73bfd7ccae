import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn } from '../../support/accounts-app.ts';
import {
  campaignTotals,
  eventually,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';

describe.each(databaseKinds)('Asrat through the payment path on %s', (kind) => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
  });
  afterAll(() => t.close());

  it('credits a member’s mobile-money gift once, under their phone, and counts it in the owner’s summary', async () => {
    // The demo owner's organization accepts Asrat (the seed).
    const owner = await logIn(t.app, 'owner@example.com');
    const { id: organizationId } = await t.database.db
      .selectFrom('organizations')
      .select('id')
      .where('owner_user_id', '=', owner.id)
      .where('accepts_asrat', '=', true)
      .executeTakeFirstOrThrow();
    const { campaign_id: campaignId } = (await call(t.app, 'GET', `/api/asrat/${organizationId}`)).json();
    const body = {
      amount: 25_050,
      campaign_id: campaignId,
      phone_number: '251911765432',
      anonymous: false,
      full_name: 'ወ/ሮ ትዕግሥት',
      medium: 'telebirr',
    };
    const headers = { 'idempotency-key': `asrat-${kind}-1` };
    const [first, retried] = await Promise.all([
      t.post(DIRECT, body, headers),
      t.post(DIRECT, body, headers),
    ]);
    expect([first.status, retried.status]).toEqual([201, 201]);
    const { invoice_id: invoiceId } = (await first.json()) as { invoice_id: string };
    expect(((await retried.json()) as { invoice_id: string }).invoice_id).toBe(invoiceId);
    await eventually(async () =>
      (await t.invoices.find(invoiceId))?.status === 'success' ? true : undefined,
    );

    expect(await campaignTotals(t.database, campaignId)).toMatchObject({
      etb_minor: 25_050,
      donation_count: 1,
    });
    const summary = (
      await call(t.app, 'GET', `/api/asrat/${organizationId}/summary/`, { token: owner.token })
    ).json();
    expect(summary.members).toEqual([
      {
        member: '251911765432',
        phone_number: '251911765432',
        name: 'ወ/ሮ ትዕግሥት',
        currency: 'ETB',
        amount_minor: 25_050,
        count: 1,
      },
    ]);
    expect(summary.totals).toEqual([{ currency: 'ETB', amount_minor: 25_050, count: 1 }]);

    // Its balance leaves through the withdrawal path of every campaign (the demo owner has an account saved).
    const withdrawal = await call(t.app, 'POST', '/withdraw/request', {
      token: owner.token,
      body: { campaignId, currency: 'etb' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect(JSON.stringify(withdrawal.json())).toContain('pending');
  });
});
