import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('account deletion on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
  });
  afterAll(() => t.close());

  const totals = () =>
    t.database.db.selectFrom('campaign_totals').selectAll().orderBy('campaign_id').execute();

  it('removes the donor’s personal data in one go and keeps the donations, anonymized', async () => {
    const { token, id } = await logIn(t.app, 'donor@example.com');
    const db = t.database.db;
    const donations = await db
      .selectFrom('donations')
      .select(['id', 'is_completed', 'amount_minor', 'invoice_id'])
      .where('donor_user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(donations.length).toBeGreaterThan(0);
    expect(
      await db.selectFrom('saved_campaigns').select('campaign_id').where('user_id', '=', id).execute(),
    ).not.toEqual([]);
    expect(await db.selectFrom('notifications').select('id').where('user_id', '=', id).execute()).not.toEqual(
      [],
    );
    const totalsBefore = await totals();

    const response = await call(t.app, 'DELETE', '/api/auth/delete-account/', { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted.' });

    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      username: `deleted_${id}`,
      email: null,
      firstname: '',
      lastname: '',
      password_hash: null,
      google_sub: null,
    });
    expect(user.deleted_at).toBeInstanceOf(Date);
    expect(await db.selectFrom('profiles').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('saved_campaigns').selectAll().where('user_id', '=', id).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('notifications').selectAll().where('user_id', '=', id).execute()).toEqual([]);

    const kept = await db
      .selectFrom('donations')
      .select([
        'id',
        'is_completed',
        'amount_minor',
        'invoice_id',
        'anonymous',
        'full_name',
        'email',
        'donor_user_id',
      ])
      .where(
        'id',
        'in',
        donations.map((donation) => donation.id),
      )
      .orderBy('id')
      .execute();
    expect(
      kept.map(({ id, is_completed, amount_minor, invoice_id }) => ({
        id,
        is_completed,
        amount_minor,
        invoice_id,
      })),
    ).toEqual(donations);
    for (const donation of kept) {
      expect(donation).toMatchObject({ anonymous: true, full_name: null, email: null, donor_user_id: null });
    }
    const invoices = await db
      .selectFrom('invoices')
      .select(['donor_user_id', 'phone_number'])
      .where(
        'id',
        'in',
        donations.flatMap((donation) => (donation.invoice_id ? [donation.invoice_id] : [])),
      )
      .execute();
    expect(invoices.every((invoice) => invoice.donor_user_id === null && invoice.phone_number === null)).toBe(
      true,
    );
    expect(await totals()).toEqual(totalsBefore);

    // Every old token stops working at once, and the credentials are gone.
    const after = await call(t.app, 'GET', '/auth/user/', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session is not valid any more. Please log in again.');
    expect((await call(t.app, 'DELETE', '/api/auth/delete-account/', { token })).statusCode).toBe(401);
    await expect(logIn(t.app, 'donor@example.com')).rejects.toThrow('login failed');
    expect(
      (
        await call(t.app, 'GET', `/users/info/${id}`, {
          token: (await logIn(t.app, 'owner@example.com')).token,
        })
      ).statusCode,
    ).toBe(404);

    // The e-mail address and username are free for a new account.
    const again = await call(t.app, 'POST', '/auth/signup/', {
      body: { username: 'donor', email: 'donor@example.com', password: 'a new beginning' },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().user.id).not.toBe(id);
  });

  it('deletes an owner whose withdrawals must stay on the books', async () => {
    const { token, id } = await logIn(t.app, 'owner@example.com');
    const db = t.database.db;
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select(['id', 'amount_minor', 'status'])
      .where('requested_by_user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(withdrawals.length).toBeGreaterThan(0);

    const response = await call(t.app, 'DELETE', '/api/auth/delete-account/', { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(await db.selectFrom('withdraw_accounts').selectAll().where('user_id', '=', id).execute()).toEqual(
      [],
    );
    expect(
      await db
        .selectFrom('withdrawals')
        .select(['id', 'amount_minor', 'status'])
        .where('requested_by_user_id', '=', id)
        .orderBy('id')
        .execute(),
    ).toEqual(withdrawals);
    expect((await call(t.app, 'GET', '/api/me/profile/', { token })).statusCode).toBe(401);
  });

  it('refuses to delete the last operator (409, nothing erased), and deletes an operator once another exists', async () => {
    const { token, id } = await logIn(t.app, 'operator@example.com');
    const refused = await call(t.app, 'DELETE', '/api/auth/delete-account/', { token });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LOMI_ERR_CONFLICT',
      message: 'You are the last operator: make another operator before you delete this account.',
    });
    const kept = await t.database.db
      .selectFrom('users')
      .select(['email', 'role', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ email: 'operator@example.com', role: 'operator', deleted_at: null });

    // The donor and the owner are gone by now (earlier tests): any other live account becomes an operator.
    const other = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('deleted_at', 'is', null)
      .where('id', '<>', id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ role: 'operator' }).where('id', '=', other.id).execute();
    const deleted = await call(t.app, 'DELETE', '/api/auth/delete-account/', { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
