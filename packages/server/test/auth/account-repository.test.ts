import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountRepository } from '../../src/auth/account-repository.ts';
import { deleteAccount } from '../../src/auth/account-deletion.ts';
import { call, createAccountsApp, signUp, type AccountsTestApp } from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';

// An account deleted while one of its requests runs: the request's writes must not land on the tombstone,
// and the request answers the 401 of any request of a deleted account (never a 500).
describe.each(databaseKinds)('writes racing an account deletion on %s', (kind) => {
  let t: AccountsTestApp;
  let accounts: AccountRepository;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    accounts = new AccountRepository(t.database.db);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const tombstone = (id: number) =>
    t.database.db
      .selectFrom('users')
      .select(['username', 'email', 'firstname', 'password_hash', 'google_sub', 'token_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const profiles = (id: number) =>
    t.database.db.selectFrom('profiles').select('user_id').where('user_id', '=', id).execute();

  it('writes nothing onto a deleted account: update, password and Google link answer undefined', async () => {
    const { id } = await signUp(t.app);
    expect(await deleteAccount(new AccountRepository(t.database.db), id)).toBe(true);
    const before = await tombstone(id);

    expect(await accounts.update(id, { firstname: 'Ghost', full_name: 'Ghost Writer' })).toBeUndefined();
    expect(await accounts.changePassword(id, 'scrypt$not-a-real-hash')).toBeUndefined();
    expect(await accounts.linkGoogle(id, 'google-sub-of-a-ghost')).toBeUndefined();

    expect(await tombstone(id)).toEqual(before);
    expect(await profiles(id)).toEqual([]);
  });

  it('answers 401 to a profile change whose account is deleted before the write, writing nothing', async () => {
    const account = await signUp(t.app);
    const update = AccountRepository.prototype.update;
    vi.spyOn(AccountRepository.prototype, 'update').mockImplementation(async function (
      this: AccountRepository,
      ...args
    ) {
      await deleteAccount(new AccountRepository(t.database.db), account.id);
      return update.apply(this, args);
    });
    const response = await call(t.app, 'PATCH', '/api/me/profile/', {
      token: account.token,
      body: { full_name: 'Late Writer' },
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().code).toBe('LOMI_ERR_UNAUTHORIZED');
    expect(await profiles(account.id)).toEqual([]);
  });

  it('answers 401 to a password change whose account is deleted while the new password is hashed', async () => {
    const account = await signUp(t.app);
    const changePassword = AccountRepository.prototype.changePassword;
    vi.spyOn(AccountRepository.prototype, 'changePassword').mockImplementation(async function (
      this: AccountRepository,
      ...args
    ) {
      await deleteAccount(new AccountRepository(t.database.db), account.id);
      return changePassword.apply(this, args);
    });
    const response = await call(t.app, 'POST', '/users/changepassword', {
      token: account.token,
      body: { old_password: account.password, new_password: 'a brand new secret' },
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({
      code: 'LOMI_ERR_UNAUTHORIZED',
      message: 'Your session is not valid any more. Please log in again.',
    });
    expect((await tombstone(account.id)).password_hash).toBeNull();
  });
});
