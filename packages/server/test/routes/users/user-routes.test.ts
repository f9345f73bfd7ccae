import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('user info on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
  });
  afterAll(() => t.close());

  it('shows only public-safe fields of an approved organization’s owner, hiding made-up usernames', async () => {
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

    // A phone sign-in's made-up username is hidden, also from the user themself.
    const phone = '251977000111';
    await call(t.app, 'POST', '/auth/otp/request/', { body: { phone_number: phone } });
    const code = /\d{6}/.exec(t.sms.messages(`+${phone}`)[0]!.text)![0];
    const session = (
      await call(t.app, 'POST', '/auth/otp/verify/', { body: { phone_number: phone, code } })
    ).json();
    const phoneUser = await call(t.app, 'GET', `/users/info/${session.user.id}`, { token: session.access });
    expect(phoneUser.statusCode).toBe(200);
    expect(phoneUser.json()).toMatchObject({ id: session.user.id, username: null, full_name: '' });
    expect(JSON.stringify(phoneUser.json())).not.toContain('977000111');

    expect((await call(t.app, 'GET', '/users/info/999999', { token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/users/info/abc', { token })).statusCode).toBe(400);
  });

  it('answers 404 for any other account, so nobody can list the users by stepping through ids', async () => {
    const { token, id: donorId } = await logIn(t.app, 'donor@example.com');
    const stranger = await signUp(t.app, { full_name: 'Private Person' });
    const db = t.database.db;
    // A plain account, the donor seen by someone else, and the owner of a still pending organization.
    const pendingOwner = await db
      .selectFrom('organizations')
      .select('owner_user_id')
      .where('approval_status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const approvedToo = await db
      .selectFrom('organizations')
      .select('id')
      .where('owner_user_id', '=', pendingOwner.owner_user_id)
      .where('approval_status', '=', 'approved')
      .execute();
    const hidden = [
      [stranger.token, donorId],
      [token, stranger.id],
    ] as Array<[string, number]>;
    if (pendingOwner.owner_user_id !== null && approvedToo.length === 0) {
      hidden.push([token, pendingOwner.owner_user_id]);
    }
    for (const [asker, id] of hidden) {
      const response = await call(t.app, 'GET', `/users/info/${id}`, { token: asker });
      expect(response.statusCode, `user ${id}`).toBe(404);
      expect(response.json()).toEqual({ code: 'LOMI_ERR_NOT_FOUND', message: `User ${id} was not found.` });
    }
    // Each sees their own.
    const own = await call(t.app, 'GET', `/users/info/${stranger.id}`, { token: stranger.token });
    expect(own.json()).toMatchObject({ id: stranger.id, full_name: 'Private Person' });
  });
});
