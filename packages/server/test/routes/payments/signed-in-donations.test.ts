import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../support/accounts-app.ts';
import {
  eventually,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';
const CHECKOUT = '/api/donation/lakipay/checkout/';
const CARD = '/api/stripe/checkout/';
const WIZARD = '/api/donation/initiate/';

// Donation endpoints take an optional sign-in (`config: { auth: 'optional' }`): the bearer token, and only
// it, links a donation to its user.
describe.each(databaseKinds)('donations by signed-in users on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    campaignId = await openCampaign(t.database);
  });
  afterAll(() => t.close());

  const direct = (overrides: Record<string, unknown> = {}) => ({
    amount: 12_300,
    campaign_id: campaignId,
    phone_number: '251911223344',
    anonymous: false,
    medium: 'telebirr',
    full_name: 'Abebe Kebede',
    ...overrides,
  });
  const wizard = (overrides: Record<string, unknown> = {}) => ({
    amount: 4_000,
    currency: 'ETB',
    first_name: 'Sara',
    campaignId,
    message: 'Be strong',
    payment_method: 0,
    ...overrides,
  });
  const card = (metadata: Record<string, unknown> = {}) => ({
    name: 'Donation',
    price: 1_500,
    metadata: { campaignId, annonymous: false, firstname: 'Sara', ...metadata },
  });

  async function start(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await t.post(path, body, headers);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { invoice_id: string }).invoice_id;
  }

  /** The donor recorded on the invoice and on its donation (they must agree). */
  async function donorOf(invoiceId: string): Promise<number | null> {
    const invoice = await t.database.db
      .selectFrom('invoices')
      .select('donor_user_id')
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    const donation = await t.database.db
      .selectFrom('donations')
      .select('donor_user_id')
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(donation.donor_user_id).toBe(invoice.donor_user_id);
    return invoice.donor_user_id;
  }

  async function stats(token: string) {
    const response = await t.app.inject({ url: '/api/me/stats/', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ donations: number; etbDonatedAmount: number }>();
  }

  it('links a signed-in donation to its user, and it counts in their stats once paid', async () => {
    const user = await signUp(t.app);
    expect(await stats(user.token)).toMatchObject({ donations: 0, etbDonatedAmount: 0 });
    const invoiceId = await start(DIRECT, direct(), bearer(user.token));
    expect(await donorOf(invoiceId)).toBe(user.id);
    const counted = await eventually(async () => {
      const current = await stats(user.token);
      return current.donations > 0 ? current : undefined;
    });
    expect(counted).toMatchObject({ donations: 1, etbDonatedAmount: 12_300 });
  });

  it.each([
    [
      'hosted checkout',
      CHECKOUT,
      () => ({ amount: 5_000, campaign_id: campaignId, full_name: 'Sara Bekele' }),
    ],
    ['card', CARD, () => card()],
    ['wizard', WIZARD, () => wizard()],
  ])('links %s donations too', async (_name, path, body) => {
    const user = await signUp(t.app);
    expect(await donorOf(await start(path, body(), bearer(user.token)))).toBe(user.id);
  });

  it("still takes a visitor's donation, linked to nobody", async () => {
    expect(await donorOf(await start(DIRECT, direct({ anonymous: true, full_name: null })))).toBeNull();
    expect(await donorOf(await start(WIZARD, wizard()))).toBeNull();
  });

  it('never trusts donatorId in the body over the token', async () => {
    const donor = await signUp(t.app);
    const other = await signUp(t.app);
    // Signed in: the token's user, whatever the body claims.
    expect(await donorOf(await start(WIZARD, wizard({ donatorId: other.id }), bearer(donor.token)))).toBe(
      donor.id,
    );
    expect(await donorOf(await start(CARD, card({ donatorId: String(other.id) }), bearer(donor.token)))).toBe(
      donor.id,
    );
    // A visitor cannot credit (or pin) a donation on someone's account either.
    expect(await donorOf(await start(WIZARD, wizard({ donatorId: other.id })))).toBeNull();
    expect(await stats(other.token)).toMatchObject({ donations: 0 });
  });

  it('refuses a bad or expired token with 401 instead of quietly taking a visitor’s donation', async () => {
    const countBefore = await t.database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    for (const authorization of ['Bearer not-a-token', 'Basic abc', 'Bearer ']) {
      const response = await t.post(DIRECT, direct(), { authorization });
      expect(response.status, authorization).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(/log in/);
    }
    const countAfter = await t.database.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(countAfter.count)).toBe(Number(countBefore.count));
  });

  it('binds an Idempotency-Key to its donor: the same request from another account is refused', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const key = { 'idempotency-key': `signed-in-${kind}-${first.id}` };
    const invoiceId = await start(WIZARD, wizard(), { ...bearer(first.token), ...key });
    // The donor's own retry gets the same invoice.
    expect(await start(WIZARD, wizard(), { ...bearer(first.token), ...key })).toBe(invoiceId);
    for (const headers of [{ ...bearer(second.token), ...key }, key]) {
      const response = await t.post(WIZARD, wizard(), headers);
      expect(response.status).toBe(422);
    }
  });
});
