import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('profile and user stats on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
  });
  afterAll(() => t.close());

  it('answers the signed-in user’s profile', async () => {
    const { token, id } = await logIn(t.app, 'donor@example.com');
    const response = await call(t.app, 'GET', '/api/me/profile/', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      username: 'donor',
      email: 'donor@example.com',
      full_name: 'Selam Tadesse',
      phone: '+251911234567',
      auth_type: 'password',
      role: 'user',
    });
  });

  it('tells an operator so (the site shows the console link by it)', async () => {
    const { token } = await logIn(t.app, 'operator@example.com');
    const response = await call(t.app, 'GET', '/api/me/profile/', { token });
    expect(response.json()).toMatchObject({ username: 'operator', role: 'operator' });
  });

  it('updates e-mail, username and full name with PATCH (§7), validating each', async () => {
    const account = await signUp(t.app);
    const patched = await call(t.app, 'PATCH', '/api/me/profile/', {
      token: account.token,
      body: { full_name: 'Meron Alemu', username: `${account.username}m`, email: `m.${account.email}` },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      full_name: 'Meron Alemu',
      username: `${account.username}m`,
      email: `m.${account.email}`,
    });
    expect((await call(t.app, 'GET', '/auth/user/', { token: account.token })).json()).toMatchObject({
      username: `${account.username}m`,
      full_name: 'Meron Alemu',
    });

    const bad = await call(t.app, 'PATCH', '/api/me/profile/', {
      token: account.token,
      body: { full_name: 'Meron 2', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      full_name: 'Full name can only contain letters and spaces.',
      email: 'Invalid Email Address',
    });
    const taken = await call(t.app, 'PATCH', '/api/me/profile/', {
      token: account.token,
      body: { username: 'owner' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ username: 'A user with that username already exists.' });
    // Nothing half-applied: the refused request changed nothing.
    expect((await call(t.app, 'GET', '/api/me/profile/', { token: account.token })).json().full_name).toBe(
      'Meron Alemu',
    );
  });

  it('counts the stat tiles from the database: campaigns created, donated ETB and USD, donations', async () => {
    for (const email of ['donor@example.com', 'owner@example.com']) {
      const { token, id } = await logIn(t.app, email);
      const expected = await sql<{ campaigns: number; etb: number; usd: number; donations: number }>`
        SELECT
          (SELECT count(*) FROM campaigns WHERE created_by_user_id = ${id})::int AS campaigns,
          (SELECT coalesce(sum(amount_minor), 0) FROM donations
            WHERE donor_user_id = ${id} AND is_completed AND currency = 'ETB')::bigint AS etb,
          (SELECT coalesce(sum(amount_minor), 0) FROM donations
            WHERE donor_user_id = ${id} AND is_completed AND currency = 'USD')::bigint AS usd,
          (SELECT count(*) FROM donations WHERE donor_user_id = ${id} AND is_completed)::int AS donations
      `.execute(t.database.db);
      const row = expected.rows[0]!;
      const stats = await call(t.app, 'GET', '/api/me/stats/', { token });
      expect(stats.statusCode).toBe(200);
      expect(stats.json()).toEqual({
        campaigns: Number(row.campaigns),
        etbDonatedAmount: Number(row.etb),
        usdDonatedAmount: Number(row.usd),
        donations: Number(row.donations),
      });
    }
    const fresh = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/me/stats/', { token: fresh.token })).json()).toEqual({
      campaigns: 0,
      etbDonatedAmount: 0,
      usdDonatedAmount: 0,
      donations: 0,
    });
  });
});
