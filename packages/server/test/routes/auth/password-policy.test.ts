import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../../src/auth/common-passwords.ts';
import { call, createAccountsApp, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 11 (review #9): `password`, `12345678` and `aaaaaaaa` were accepted. NIST SP 800-63B: refuse common
// passwords, one character repeated, and the account's own name.

describe('the common-password list', () => {
  it('holds the most common passwords in any case, and not ordinary long ones', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    for (const password of ['password', 'PASSWORD', 'Password', '12345678', 'qwertyuiop', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['a long secret', 'correct horse battery', 'lomi-demo-1234', 'ሰላም ለዓለም 2026']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe.each(databaseKinds)('weak passwords refused on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind, { rateLimits: { signup: { max: 1_000, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it.each([
    ['password', 'This password is one of the most common passwords. Please choose another one.'],
    ['Password', 'This password is one of the most common passwords. Please choose another one.'],
    ['12345678', 'This password is one of the most common passwords. Please choose another one.'],
    ['aaaaaaaaaaaa', 'Password cannot be one character repeated.'],
    ['Weakling77', 'Password cannot be your username or e-mail address.'],
    ['weakling77@example.org', 'Password cannot be your username or e-mail address.'],
  ])(
    'refuses sign-up with %j: 400 LOMI_ERR_WEAK_PASSWORD naming `password`, nothing written',
    async (password, message) => {
      const response = await call(t.app, 'POST', '/auth/signup/', {
        body: { username: 'weakling77', email: 'weakling77@example.org', password },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: 'LOMI_ERR_WEAK_PASSWORD',
        message,
        errors: { password: message },
      });
      const written = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'weakling77')
        .execute();
      expect(written).toEqual([]);
    },
  );

  it('refuses a weak new password on change with 400 naming `new_password`, keeping the old one', async () => {
    const account = await signUp(t.app);
    for (const newPassword of ['iloveyou', '11111111', account.username.toUpperCase(), account.email]) {
      const response = await call(t.app, 'POST', '/users/changepassword', {
        token: account.token,
        body: { old_password: account.password, new_password: newPassword },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('LOMI_ERR_WEAK_PASSWORD');
      expect(Object.keys(response.json().errors)).toEqual(['new_password']);
    }
    // Nothing changed: the old token and password still work.
    expect((await call(t.app, 'GET', '/auth/user/', { token: account.token })).statusCode).toBe(200);
    const changed = await call(t.app, 'POST', '/users/changepassword', {
      token: account.token,
      body: { old_password: account.password, new_password: 'a fresh long secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
