import { RECENT_WITHDRAWALS_LIMIT } from '@lomi/core';
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

describe.each(databaseKinds)('withdrawal account and withdrawals on %s', (kind) => {
  let t: AccountsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    ({ id: campaignId } = await t.database.db
      .selectFrom('campaigns')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());

  const accountRows = (userId: number) =>
    t.database.db.selectFrom('withdraw_accounts').selectAll().where('user_id', '=', userId).execute();

  it('refuses every endpoint without a token', async () => {
    for (const [method, url] of [
      ['POST', '/withdraw/account/create'],
      ['GET', '/withdraw/account/get'],
      ['PUT', '/withdraw/account/update'],
      ['GET', '/withdraw/mine'],
    ] as const) {
      const response = await call(t.app, method, url, method === 'GET' ? {} : { body: ACCOUNT });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('LOMI_ERR_UNAUTHORIZED');
    }
  });

  it('answers data null until an account is saved (update: 404), then creates it (201) and reads it', async () => {
    const { token, id } = await signUp(t.app);
    const none = await call(t.app, 'GET', '/withdraw/account/get', { token });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });
    const update = await call(t.app, 'PUT', '/withdraw/account/update', { token, body: ACCOUNT });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      message: 'You have not saved a withdrawal account yet.',
      code: 'LOMI_ERR_NOT_FOUND',
    });
    expect(await accountRows(id)).toEqual([]);

    const created = await call(t.app, 'POST', '/withdraw/account/create', {
      token,
      body: { ...ACCOUNT, accountName: '  Abebe Kebede  ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toEqual({
      ...ACCOUNT,
      // One stored form, the one profiles and organizations keep.
      phoneNumber: '+251911223344',
      dateCreated: expect.any(String),
      dateUpdated: data.dateCreated,
    });
    expect(new Date(data.dateCreated).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const read = await call(t.app, 'GET', '/withdraw/account/get', { token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data });
    const [row] = await accountRows(id);
    expect(row).toMatchObject({ account_name: 'Abebe Kebede', phone_number: '+251911223344' });
  });

  it('updates the saved account, and takes back the +251 form it answers with', async () => {
    const { token, id } = await signUp(t.app);
    const created = (await call(t.app, 'POST', '/withdraw/account/create', { token, body: ACCOUNT })).json();
    const changed = {
      accountName: 'Abebe K. Tesfaye',
      accountNumber: '0123456789',
      bankName: 'Awash Bank',
      accountType: 'checking',
      phoneNumber: '+251700112233',
    };
    const response = await call(t.app, 'PUT', '/withdraw/account/update', { token, body: changed });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toEqual({
      ...changed,
      dateCreated: created.data.dateCreated,
      dateUpdated: expect.any(String),
    });
    expect(new Date(data.dateUpdated).getTime()).toBeGreaterThanOrEqual(new Date(data.dateCreated).getTime());
    expect((await call(t.app, 'GET', '/withdraw/account/get', { token })).json()).toEqual({ data });
    expect(await accountRows(id)).toHaveLength(1);
  });

  it('refuses a second account with 409 and leaves the first as it was', async () => {
    const { token, id } = await signUp(t.app);
    await call(t.app, 'POST', '/withdraw/account/create', { token, body: ACCOUNT });
    const again = await call(t.app, 'POST', '/withdraw/account/create', {
      token,
      body: { ...ACCOUNT, bankName: 'Awash Bank' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'You already have a withdrawal account. Update it instead (PUT /withdraw/account/update).',
      code: 'LOMI_ERR_CONFLICT',
    });
    const rows = await accountRows(id);
    expect(rows.map((row) => row.bank_name)).toEqual(['Commercial Bank of Ethiopia']);
  });

  it('keeps one account when two creates race: one 201, one 409', async () => {
    const { token, id } = await signUp(t.app);
    const answers = await Promise.all(
      ['Commercial Bank of Ethiopia', 'Awash Bank', 'Bank of Abyssinia'].map((bankName) =>
        call(t.app, 'POST', '/withdraw/account/create', { token, body: { ...ACCOUNT, bankName } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 201)!.json().data;
    const rows = await accountRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.bank_name).toBe(winner.bankName);
  });

  it('refuses fields §5 refuses with its texts, and stores nothing', async () => {
    const { token, id } = await signUp(t.app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ accountName: 'Abe' }, 'accountName', 'Invalid Account Name'],
      [{ accountName: '   Abe   ' }, 'accountName', 'Invalid Account Name'],
      [{ accountName: '' }, 'accountName', 'Invalid Account Name'],
      [{ accountName: 'A'.repeat(256) }, 'accountName', 'Invalid Account Name'],
      [{ accountNumber: '12345' }, 'accountNumber', 'Invalid Account Number'],
      [{ accountNumber: 1234567 }, 'accountNumber', 'Invalid Account Number'],
      [{ bankName: 'CBE' }, 'bankName', 'Invalid Bank Name'],
      [{ accountType: 'current' }, 'accountType', 'Invalid Account Type'],
      [{ phoneNumber: '25191122334' }, 'phoneNumber', 'Invalid Phone Number'],
      [{ phoneNumber: '2519112233445' }, 'phoneNumber', 'Invalid Phone Number'],
      [{ phoneNumber: '0911223344' }, 'phoneNumber', 'Invalid Phone Number'],
      [{ phoneNumber: '911223344' }, 'phoneNumber', 'Invalid Phone Number'],
      [{ phoneNumber: undefined }, 'phoneNumber', 'Invalid Phone Number'],
    ];
    for (const [change, field, text] of cases) {
      for (const [method, url] of [
        ['POST', '/withdraw/account/create'],
        ['PUT', '/withdraw/account/update'],
      ] as const) {
        const response = await call(t.app, method, url, { token, body: { ...ACCOUNT, ...change } });
        const label = `${method} ${JSON.stringify(change)}`;
        expect(response.statusCode, label).toBe(400);
        const body = response.json();
        expect(body.code, label).toBe('LOMI_ERR_VALIDATION');
        expect(body.errors, label).toEqual({ [field]: text });
        expect(body.message, label).toBe(`Invalid field "${field}": ${text}`);
      }
    }
    expect(await accountRows(id)).toEqual([]);

    const everything = await call(t.app, 'POST', '/withdraw/account/create', {
      token,
      body: { accountName: 'A', accountNumber: '1', bankName: 'B', accountType: '', phoneNumber: '251' },
    });
    expect(everything.json().errors).toEqual({
      accountName: 'Invalid Account Name',
      accountNumber: 'Invalid Account Number',
      bankName: 'Invalid Bank Name',
      accountType: 'Invalid Account Type',
      phoneNumber: 'Invalid Phone Number',
    });
  });

  it('keeps each user to their own account: another user can neither read nor change it', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const created = (
      await call(t.app, 'POST', '/withdraw/account/create', { token: owner.token, body: ACCOUNT })
    ).json();

    expect((await call(t.app, 'GET', '/withdraw/account/get', { token: stranger.token })).json()).toEqual({
      data: null,
    });
    const change = { ...ACCOUNT, accountNumber: '999999999', bankName: 'Thief Bank' };
    expect(
      (await call(t.app, 'PUT', '/withdraw/account/update', { token: stranger.token, body: change }))
        .statusCode,
    ).toBe(404);
    // A stranger's create makes the stranger's own account, never touching the owner's.
    expect(
      (await call(t.app, 'POST', '/withdraw/account/create', { token: stranger.token, body: change }))
        .statusCode,
    ).toBe(201);
    expect((await call(t.app, 'GET', '/withdraw/account/get', { token: owner.token })).json()).toEqual(
      created,
    );
    expect(
      (await call(t.app, 'GET', '/withdraw/account/get', { token: stranger.token })).json().data.bankName,
    ).toBe('Thief Bank');
  });

  it('lists the seeded owner’s withdrawals newest first, in minor units with their currency', async () => {
    const { token, id } = await logIn(t.app, 'owner@example.com');
    const stored = await t.database.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('requested_by_user_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    const response = await call(t.app, 'GET', '/withdraw/mine', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: stored.map((row) => ({
        id: row.id,
        campaignId: row.campaign_id,
        amount: row.amount_minor,
        currency: row.currency,
        status: row.status,
        dateCreated: row.created_at.toISOString(),
        dateUpdated: row.updated_at.toISOString(),
        rejectionReason: row.rejection_reason,
        paidAt: row.paid_at?.toISOString() ?? null,
      })),
      count: stored.length,
    });
    for (const withdrawal of response.json().data) expect(Number.isSafeInteger(withdrawal.amount)).toBe(true);
  });

  it('lists only the user’s own, newest first (ties by id), the most recent 50 and the count of all', async () => {
    const { token, id } = await signUp(t.app);
    const other = await signUp(t.app);
    const empty = await call(t.app, 'GET', '/withdraw/mine', { token });
    expect(empty.json()).toEqual({ data: [], count: 0 });

    const db = t.database.db;
    const day = 86_400_000;
    const base = Date.UTC(2026, 0, 1);
    const at = (days: number) => new Date(base + days * day);
    const inserted = await db
      .insertInto('withdrawals')
      .values([
        // 1 050.75 USD: cents, not dollars.
        {
          requested_by_user_id: id,
          campaign_id: campaignId,
          amount_minor: 105_075,
          currency: 'USD',
          created_at: at(2),
          updated_at: at(2),
        },
        {
          requested_by_user_id: id,
          campaign_id: campaignId,
          amount_minor: 1_234_550,
          currency: 'ETB',
          status: 'paid',
          created_at: at(5),
          updated_at: at(9),
          paid_at: at(9),
        },
        {
          requested_by_user_id: id,
          campaign_id: campaignId,
          amount_minor: 1,
          currency: 'ETB',
          status: 'rejected',
          rejection_reason: 'Not this one',
          created_at: at(5),
          updated_at: at(6),
        },
        {
          requested_by_user_id: other.id,
          campaign_id: campaignId,
          amount_minor: 500,
          currency: 'ETB',
          created_at: at(7),
          updated_at: at(7),
        },
      ])
      .returning('id')
      .execute();
    const [usd, paid, rejected] = inserted.map((row) => row.id);
    const mine = (await call(t.app, 'GET', '/withdraw/mine', { token })).json();
    expect(mine.count).toBe(3);
    expect(mine.data.map((withdrawal: { id: number }) => withdrawal.id)).toEqual([rejected, paid, usd]);
    expect(mine.data[1]).toEqual({
      id: paid,
      campaignId,
      amount: 1_234_550,
      currency: 'ETB',
      status: 'paid',
      dateCreated: at(5).toISOString(),
      dateUpdated: at(9).toISOString(),
      rejectionReason: null,
      paidAt: at(9).toISOString(),
    });
    expect(mine.data[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Not this one', paidAt: null });
    expect(mine.data[2]).toMatchObject({ amount: 105_075, currency: 'USD', status: 'pending' });

    const many = Array.from({ length: RECENT_WITHDRAWALS_LIMIT }, (_, index) => ({
      requested_by_user_id: id,
      campaign_id: campaignId,
      amount_minor: 100 + index,
      currency: 'ETB' as const,
      created_at: at(10 + index),
      updated_at: at(10 + index),
    }));
    await db.insertInto('withdrawals').values(many).execute();
    const recent = (await call(t.app, 'GET', '/withdraw/mine', { token })).json();
    expect(recent.count).toBe(RECENT_WITHDRAWALS_LIMIT + 3);
    expect(recent.data).toHaveLength(RECENT_WITHDRAWALS_LIMIT);
    expect(recent.data[0].amount).toBe(100 + RECENT_WITHDRAWALS_LIMIT - 1);
    expect(recent.data.at(-1).amount).toBe(100);
  });

  it('deletes the bank account with the user account and keeps the withdrawals, unlinked from it', async () => {
    const { token, id } = await signUp(t.app);
    await call(t.app, 'POST', '/withdraw/account/create', { token, body: ACCOUNT });
    const [account] = await accountRows(id);
    const { id: withdrawalId } = await t.database.db
      .insertInto('withdrawals')
      .values({
        requested_by_user_id: id,
        campaign_id: campaignId,
        withdraw_account_id: account!.id,
        amount_minor: 250_000,
        currency: 'ETB',
        status: 'paid',
        paid_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const deleted = await call(t.app, 'DELETE', '/api/auth/delete-account/', { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await accountRows(id)).toEqual([]);
    const kept = await t.database.db
      .selectFrom('withdrawals')
      .select(['requested_by_user_id', 'withdraw_account_id', 'amount_minor', 'currency', 'status'])
      .where('id', '=', withdrawalId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({
      requested_by_user_id: id,
      withdraw_account_id: null,
      amount_minor: 250_000,
      currency: 'ETB',
      status: 'paid',
    });
  });

  it('keeps phone numbers in one form in the database itself', async () => {
    const { id } = await signUp(t.app);
    await expect(
      t.database.db
        .insertInto('withdraw_accounts')
        .values({
          user_id: id,
          account_name: 'Abebe Kebede',
          account_number: '1000234567891',
          bank_name: 'Awash Bank',
          account_type: 'saving',
          phone_number: '251911223344',
        })
        .execute(),
    ).rejects.toThrow(/withdraw_accounts_phone_number_check/);
  });
});
