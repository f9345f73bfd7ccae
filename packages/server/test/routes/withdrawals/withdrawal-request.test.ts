import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const ACCOUNT = {
  accountName: 'Abebe Kebede',
  accountNumber: '1000234567891',
  bankName: 'Commercial Bank of Ethiopia',
  accountType: 'saving',
  phoneNumber: '251911223344',
};

const NO_BALANCE = "You don't have balance in the selected currency.";

describe.each(databaseKinds)('withdrawal requests on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
  });
  afterAll(() => t.close());

  /** A campaign of a new organization `ownerId` owns: approved and active unless told otherwise. */
  async function campaignOf(
    ownerId: number,
    {
      approval = 'approved',
      status = 'active',
    }: { approval?: 'approved' | 'pending'; status?: 'active' | 'draft' } = {},
  ): Promise<number> {
    const organization = await t.database.db
      .insertInto('organizations')
      .values({
        owner_user_id: ownerId,
        name: 'Gondar Water Trust',
        email: 'water@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'Owner',
        approval_status: approval,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await t.database.db
      .insertInto('campaigns')
      .values({
        organization_id: organization.id,
        category_id: 3,
        title: 'A well for Kola Diba',
        description: 'Safe water all year.',
        goal_etb_minor: 10_000_000,
        goal_usd_minor: 100_000,
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** A gift of `amount` minor units to `campaignId`, completed unless told otherwise, with its 2.5 % fee. */
  async function give(
    campaignId: number,
    amount: number,
    currency: 'ETB' | 'USD',
    { completed = true, fee = Math.round(amount * 0.025) } = {},
  ) {
    const rate = currency === 'ETB' ? 1 : 120;
    await t.database.db
      .insertInto('donations')
      .values({
        campaign_id: campaignId,
        amount_minor: amount,
        currency,
        etb_amount_minor: amount * rate,
        exchange_rate: rate,
        fee_minor: fee,
        tip_minor: currency === 'ETB' ? 1_000 : 0,
        anonymous: true,
        payment_method: currency === 'ETB' ? 'telebirr' : 'stripe',
        is_completed: completed,
      })
      .execute();
  }

  async function withdrawn(
    campaignId: number,
    userId: number,
    amount: number,
    currency: 'ETB' | 'USD',
    status: 'pending' | 'approved' | 'paid' | 'rejected',
  ) {
    await t.database.db
      .insertInto('withdrawals')
      .values({
        campaign_id: campaignId,
        requested_by_user_id: userId,
        amount_minor: amount,
        currency,
        status,
        // What migration 0020 asks of a paid or rejected row.
        paid_at: status === 'paid' ? new Date() : null,
        rejection_reason: status === 'rejected' ? 'Not this one' : null,
      })
      .execute();
  }

  const withdrawalRows = (campaignId: number) =>
    t.database.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .orderBy('id')
      .execute();

  /** A new user with a withdrawal account and a campaign holding 1 000.00 ETB less fees (975.00). */
  async function ownerWithMoney() {
    const owner = await signUp(t.app);
    await call(t.app, 'POST', '/withdraw/account/create', { token: owner.token, body: ACCOUNT });
    const campaignId = await campaignOf(owner.id);
    await give(campaignId, 60_000, 'ETB');
    await give(campaignId, 40_000, 'ETB');
    return { owner, campaignId };
  }

  it('refuses both endpoints without a token', async () => {
    const request = await call(t.app, 'POST', '/withdraw/request', {
      body: { campaignId: 1, currency: 'etb' },
    });
    expect(request.statusCode).toBe(401);
    const balance = await call(t.app, 'GET', '/api/campaigns/mine/1/balance');
    expect(balance.statusCode).toBe(401);
  });

  it('answers the balance: completed gifts less their fees, less pending, approved and paid withdrawals', async () => {
    const owner = await signUp(t.app);
    const campaignId = await campaignOf(owner.id);
    const empty = await call(t.app, 'GET', `/api/campaigns/mine/${campaignId}/balance`, {
      token: owner.token,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ etb: 0, usd: 0 });

    await give(campaignId, 100_000, 'ETB', { fee: 2_500 });
    await give(campaignId, 50_050, 'ETB', { fee: 1_251 });
    // Not paid yet: not there to withdraw.
    await give(campaignId, 900_000, 'ETB', { completed: false });
    await give(campaignId, 10_000, 'USD', { fee: 250 });
    await withdrawn(campaignId, owner.id, 20_000, 'ETB', 'pending');
    await withdrawn(campaignId, owner.id, 10_000, 'ETB', 'approved');
    await withdrawn(campaignId, owner.id, 5_000, 'ETB', 'paid');
    // Refused, so nothing left the campaign.
    await withdrawn(campaignId, owner.id, 70_000, 'ETB', 'rejected');
    await withdrawn(campaignId, owner.id, 2_000, 'USD', 'paid');

    const response = await call(t.app, 'GET', `/api/campaigns/mine/${campaignId}/balance`, {
      token: owner.token,
    });
    expect(response.json()).toEqual({
      etb: 100_000 - 2_500 + 50_050 - 1_251 - 20_000 - 10_000 - 5_000,
      usd: 10_000 - 250 - 2_000,
    });
  });

  it('answers the seeded owner’s balances as the donations and withdrawals in the database add up', async () => {
    const { token, id } = await logIn(t.app, 'owner@example.com');
    const campaigns = await t.database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .where('o.owner_user_id', '=', id)
      .select('c.id')
      .execute();
    expect(campaigns.length).toBeGreaterThan(0);
    for (const { id: campaignId } of campaigns) {
      const donations = await t.database.db
        .selectFrom('donations')
        .select(['amount_minor', 'fee_minor', 'currency'])
        .where('campaign_id', '=', campaignId)
        .where('is_completed', '=', true)
        .execute();
      const withdrawals = await t.database.db
        .selectFrom('withdrawals')
        .select(['amount_minor', 'currency', 'status'])
        .where('campaign_id', '=', campaignId)
        .execute();
      const left = (currency: 'ETB' | 'USD') =>
        donations
          .filter((row) => row.currency === currency)
          .reduce((sum, row) => sum + row.amount_minor - row.fee_minor, 0) -
        withdrawals
          .filter((row) => row.currency === currency && row.status !== 'rejected')
          .reduce((sum, row) => sum + row.amount_minor, 0);
      const response = await call(t.app, 'GET', `/api/campaigns/mine/${campaignId}/balance`, { token });
      expect(response.json(), `campaign ${campaignId}`).toEqual({ etb: left('ETB'), usd: left('USD') });
    }
  });

  it('requests the whole balance of the currency as one pending withdrawal into the saved account', async () => {
    const { owner, campaignId } = await ownerWithMoney();
    await give(campaignId, 20_000, 'USD', { fee: 500 });
    const response = await call(t.app, 'POST', '/withdraw/request', {
      token: owner.token,
      body: { campaignId, currency: 'etb' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      campaignId,
      amount: 97_500,
      currency: 'ETB',
      status: 'pending',
      dateCreated: expect.any(String),
      dateUpdated: data.dateCreated,
      rejectionReason: null,
      paidAt: null,
    });
    const [row] = await withdrawalRows(campaignId);
    const account = await t.database.db
      .selectFrom('withdraw_accounts')
      .select('id')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: data.id,
      requested_by_user_id: owner.id,
      withdraw_account_id: account.id,
      amount_minor: 97_500,
      currency: 'ETB',
      status: 'pending',
    });
    // The same item as GET /withdraw/mine lists, first.
    const mine = (await call(t.app, 'GET', '/withdraw/mine', { token: owner.token })).json();
    expect(mine.data[0]).toEqual(data);
    // Nothing left in ETB; the USD is untouched.
    const balance = await call(t.app, 'GET', `/api/campaigns/mine/${campaignId}/balance`, {
      token: owner.token,
    });
    expect(balance.json()).toEqual({ etb: 0, usd: 19_500 });

    // §5: a second request in that currency finds nothing to withdraw.
    const again = await call(t.app, 'POST', '/withdraw/request', {
      token: owner.token,
      body: { campaignId, currency: 'etb' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: NO_BALANCE,
      code: 'LOMI_ERR_NO_BALANCE',
      errors: { currency: NO_BALANCE },
    });
    expect(await withdrawalRows(campaignId)).toHaveLength(1);

    // §3 spells the currency in lower case; the campaign may come as a string of digits, as a page reads it.
    const usd = await call(t.app, 'POST', '/withdraw/request', {
      token: owner.token,
      body: { campaignId: String(campaignId), currency: 'USD' },
    });
    expect(usd.statusCode, usd.body).toBe(201);
    expect(usd.json().data).toMatchObject({ amount: 19_500, currency: 'USD', status: 'pending' });
  });

  it('gives the money of a rejected withdrawal back to the balance', async () => {
    const { owner, campaignId } = await ownerWithMoney();
    await withdrawn(campaignId, owner.id, 97_500, 'ETB', 'rejected');
    const response = await call(t.app, 'POST', '/withdraw/request', {
      token: owner.token,
      body: { campaignId, currency: 'etb' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.amount).toBe(97_500);
  });

  it('refuses a currency with nothing in it, and a missing or unknown currency, writing nothing', async () => {
    const { owner, campaignId } = await ownerWithMoney();
    const usd = await call(t.app, 'POST', '/withdraw/request', {
      token: owner.token,
      body: { campaignId, currency: 'usd' },
    });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().code).toBe('LOMI_ERR_NO_BALANCE');

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ campaignId }, 'currency', 'Please select a currency.'],
      [{ campaignId, currency: '' }, 'currency', 'Please select a currency.'],
      [{ campaignId, currency: 'gbp' }, 'currency', 'must be one of etb, usd'],
      [{ campaignId, currency: 12 }, 'currency', 'must be one of etb, usd'],
      [{ currency: 'etb' }, 'campaignId', 'must be a campaign id (a whole number)'],
      [{ campaignId: 1.5, currency: 'etb' }, 'campaignId', 'must be a campaign id (a whole number)'],
      [{ campaignId: '12abc', currency: 'etb' }, 'campaignId', 'must be a campaign id (a whole number)'],
      [{ campaignId: 0, currency: 'etb' }, 'campaignId', 'must be a campaign id (a whole number)'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(t.app, 'POST', '/withdraw/request', { token: owner.token, body });
      const label = JSON.stringify(body);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().code, label).toBe('LOMI_ERR_VALIDATION');
      expect(response.json().errors, label).toEqual({ [field]: message });
    }
    expect(await withdrawalRows(campaignId)).toEqual([]);
  });

  it('asks for a withdrawal account first (409), writing nothing', async () => {
    const owner = await signUp(t.app);
    const campaignId = await campaignOf(owner.id);
    await give(campaignId, 10_000, 'ETB');
    const response = await call(t.app, 'POST', '/withdraw/request', {
      token: owner.token,
      body: { campaignId, currency: 'etb' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Save a withdrawal account first (POST /withdraw/account/create): withdrawals are paid into it.',
      code: 'LOMI_ERR_WITHDRAW_ACCOUNT_MISSING',
    });
    expect(await withdrawalRows(campaignId)).toEqual([]);
  });

  it('refuses another user’s campaign as the campaign update does: 403 when public, 404 otherwise', async () => {
    const { owner, campaignId } = await ownerWithMoney();
    const stranger = await signUp(t.app);
    await call(t.app, 'POST', '/withdraw/account/create', { token: stranger.token, body: ACCOUNT });
    const draft = await campaignOf(owner.id, { status: 'draft' });
    const pendingOrganization = await campaignOf(owner.id, { approval: 'pending' });
    await give(draft, 10_000, 'ETB');

    const request = (id: number) =>
      call(t.app, 'POST', '/withdraw/request', {
        token: stranger.token,
        body: { campaignId: id, currency: 'etb' },
      });
    const forbidden = await request(campaignId);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: `Campaign ${campaignId} belongs to another organization.`,
      code: 'LOMI_ERR_FORBIDDEN',
    });
    for (const id of [draft, pendingOrganization, 987_654]) {
      const response = await request(id);
      expect(response.statusCode, `campaign ${id}`).toBe(404);
      expect(response.json()).toEqual({
        message: `Campaign ${id} was not found.`,
        code: 'LOMI_ERR_NOT_FOUND',
      });
    }
    for (const id of [campaignId, draft, 987_654]) {
      const balance = await call(t.app, 'GET', `/api/campaigns/mine/${id}/balance`, {
        token: stranger.token,
      });
      expect(balance.statusCode, `balance of ${id}`).toBe(404);
    }
    expect(await withdrawalRows(campaignId)).toEqual([]);
    expect(await withdrawalRows(draft)).toEqual([]);

    // The owner's own draft is theirs to withdraw from.
    const own = await call(t.app, 'POST', '/withdraw/request', {
      token: owner.token,
      body: { campaignId: draft, currency: 'etb' },
    });
    expect(own.statusCode).toBe(201);
  });

  it('gives the money once when requests race: one 201, the others find nothing left', async () => {
    const { owner, campaignId } = await ownerWithMoney();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, 'POST', '/withdraw/request', {
          token: owner.token,
          body: { campaignId, currency: 'etb' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const answer of answers.filter((item) => item.statusCode === 400)) {
      expect(answer.json().code).toBe('LOMI_ERR_NO_BALANCE');
    }
    const rows = await withdrawalRows(campaignId);
    expect(rows.map((row) => row.amount_minor)).toEqual([97_500]);
  });
});
