import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('user info on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
  });
  afterAll(() => t.close());

  it('shows only public-safe fields of another user, hiding made-up usernames', async () => {
    const { token } = await logIn(t.app, 'donor@example.com');
    const owner = await t.database.db
      .selectFrom('users')
      .select(['id', 'created_at'])
      .where('username', '=', 'owner')
      .executeTakeFirstOrThrow();
    const info = await call(t.app, 'GET', `/users/info/${owner.id}`, { token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      id: owner.id,
      username: 'owner',
      full_name: 'Almaz Tesfaye',
      date_joined: owner.created_at.toISOString(),
    });

    const phone = '251977000111';
    await call(t.app, 'POST', '/auth/otp/request/', { body: { phone_number: phone } });
    const code = /\d{6}/.exec(t.sms.messages(`+${phone}`)[0]!.text)![0];
    const session = (
      await call(t.app, 'POST', '/auth/otp/verify/', { body: { phone_number: phone, code } })
    ).json();
    const phoneUser = await call(t.app, 'GET', `/users/info/${session.user.id}`, { token });
    expect(phoneUser.json()).toMatchObject({ username: null, full_name: '' });
    expect(JSON.stringify(phoneUser.json())).not.toContain('977000111');

    expect((await call(t.app, 'GET', '/users/info/999999', { token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/users/info/abc', { token })).statusCode).toBe(400);
  });
});
