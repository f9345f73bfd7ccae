import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 11 (review #12): sign-out only cleared the cookie; a copied token stayed valid for 7 days.

describe.each(databaseKinds)('sign-out on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
  });
  afterAll(() => t.close());

  it('revokes the token on the server: afterwards it is refused with 401, on every device', async () => {
    const account = await signUp(t.app);
    const otherDevice = (
      await call(t.app, 'POST', '/auth/jwt/login/', {
        body: { username: account.username, password: account.password },
      })
    ).json().access as string;
    expect((await call(t.app, 'GET', '/api/me/profile/', { token: account.token })).statusCode).toBe(200);

    const out = await call(t.app, 'POST', '/auth/logout/', { token: account.token });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been signed out.' });

    for (const token of [account.token, otherDevice]) {
      const refused = await call(t.app, 'GET', '/api/me/profile/', { token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('LOMI_ERR_UNAUTHORIZED');
    }
    expect((await call(t.app, 'POST', '/auth/logout/', { token: account.token })).statusCode).toBe(401);
    // Signing in again works and gives a token that counts.
    const again = await call(t.app, 'POST', '/auth/jwt/login/', {
      body: { email: account.email, password: account.password },
    });
    expect(again.statusCode).toBe(200);
    const fresh = again.json().access as string;
    expect((await call(t.app, 'GET', '/api/me/profile/', { token: fresh })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await call(t.app, 'POST', '/auth/logout/');
    expect(response.statusCode).toBe(401);
  });
});
