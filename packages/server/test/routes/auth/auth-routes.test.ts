import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAccountsApp,
  logIn,
  signUp,
  tokenAt,
  type AccountsTestApp,
} from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('password accounts on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind, {
      rateLimits: {
        login: {
          perClientAndAccount: { max: 4, windowMs: 60_000 },
          perClient: { max: 8, windowMs: 60_000 },
          perAccount: { max: 10, windowMs: 600_000 },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('signs up with a scrypt-hashed password and answers a session', async () => {
    const response = await call(t.app, 'POST', '/auth/signup/', {
      body: {
        username: 'Abebe2024',
        email: 'Abebe@Example.org',
        password: 'a long secret',
        re_password: 'a long secret',
        firstname: 'Abebe',
        lastname: 'Kebede',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = response.json();
    expect(session).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      user: {
        username: 'Abebe2024',
        email: 'Abebe@Example.org',
        firstname: 'Abebe',
        lastname: 'Kebede',
        full_name: 'Abebe Kebede',
      },
    });
    expect(Object.keys(session.user).sort()).toEqual(
      ['email', 'firstname', 'full_name', 'id', 'lastname', 'username'].sort(),
    );
    const stored = await t.database.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['password_hash', 'auth_type'])
      .where('users.id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('a long secret');
    expect(stored.auth_type).toBe('password');

    const me = await call(t.app, 'GET', '/auth/user/', { token: session.access });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(session.user);
  });

  it('refuses a taken username or e-mail address (any case) with 409 naming the field', async () => {
    const taken = await call(t.app, 'POST', '/auth/signup/', {
      body: { username: 'donor', email: 'new-person@example.org', password: 'a long secret' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'LOMI_ERR_CONFLICT',
      message: 'A user with that username already exists.',
      errors: { username: 'A user with that username already exists.' },
    });
    const email = await call(t.app, 'POST', '/auth/signup/', {
      body: { username: 'someoneNew', email: 'DONOR@example.com', password: 'a long secret' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().errors).toEqual({ email: 'A user with that e-mail address already exists.' });
  });

  it.each([
    [
      { username: 'has space', email: 'a@b.co', password: 'a long secret' },
      'username',
      'Username can only contain letters and digits.',
    ],
    [
      { username: 'phone_1', email: 'a@b.co', password: 'a long secret' },
      'username',
      'Username can only contain letters and digits.',
    ],
    [
      { username: 'okname', email: 'not-an-email', password: 'a long secret' },
      'email',
      'Invalid Email Address',
    ],
    [
      { username: 'okname', email: 'a@b.co', password: 'short' },
      'password',
      'Password must be at least 8 characters long.',
    ],
    [
      { username: 'okname', email: 'a@b.co', password: 'a long secret', re_password: 'another one' },
      're_password',
      "Password Doesn't Match",
    ],
    [
      { username: 'okname', email: 'a@b.co', password: 'a long secret', firstname: 'R2D2' },
      'firstname',
      'First name can only contain letters.',
    ],
    [{ username: 'okname', password: 'a long secret' }, 'email', undefined],
  ])('refuses a bad sign-up with 400 naming the field (%#)', async (body, field, message) => {
    const response = await call(t.app, 'POST', '/auth/signup/', { body });
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json();
    expect(error.code).toBe('LOMI_ERR_VALIDATION');
    expect(Object.keys(error.errors)).toContain(field);
    if (message) expect(error.errors[field]).toBe(message);
  });

  it('logs in the seeded accounts by e-mail (any case) or username', async () => {
    const byEmail = await call(t.app, 'POST', '/auth/jwt/login/', {
      body: { email: 'Owner@Example.com', password: 'lomi-demo-1234' },
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().user).toMatchObject({ username: 'owner', full_name: 'Almaz Tesfaye' });
    const byUsername = await call(t.app, 'POST', '/auth/jwt/login/', {
      body: { username: 'owner', password: 'lomi-demo-1234' },
    });
    expect(byUsername.json().user.id).toBe(byEmail.json().user.id);
  });

  it('refuses a wrong password and an unknown account with the same 401', async () => {
    const wrong = await call(t.app, 'POST', '/auth/jwt/login/', {
      body: { email: 'donor@example.com', password: 'not the password' },
      ip: '10.9.0.1',
    });
    const unknown = await call(t.app, 'POST', '/auth/jwt/login/', {
      body: { email: 'nobody@example.com', password: 'not the password' },
      ip: '10.9.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: 'LOMI_ERR_INVALID_CREDENTIALS',
      message: 'Invalid e-mail/username or password.',
    });
    const missing = await call(t.app, 'POST', '/auth/jwt/login/', { body: { password: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'Please enter your e-mail address or username.' });
  });

  it('rate-limits login per client and identifier, then per client, with Retry-After', async () => {
    const attempt = (email: string, ip: string, password = 'wrong password') =>
      call(t.app, 'POST', '/auth/jwt/login/', { body: { email, password }, ip });
    for (let index = 0; index < 4; index++) {
      expect((await attempt('owner@example.com', '10.20.0.1')).statusCode).toBe(401);
    }
    const limited = await attempt('owner@example.com', '10.20.0.1', 'lomi-demo-1234');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'LOMI_ERR_RATE_LIMITED',
      message: 'Too many attempts. Please try again in 1 minute.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address may still sign in to the same account, and this address to another account…
    expect((await attempt('owner@example.com', '10.20.0.2', 'lomi-demo-1234')).statusCode).toBe(200);
    expect((await attempt('donor@example.com', '10.20.0.1', 'lomi-demo-1234')).statusCode).toBe(200);
    // …until the address has failed too often over all accounts (its successful sign-in did not count).
    for (const email of ['a@x.org', 'b@x.org', 'c@x.org']) {
      expect((await attempt(email, '10.20.0.1')).statusCode).toBe(401);
    }
    expect((await attempt('d@x.org', '10.20.0.1')).statusCode).toBe(429);
    // The window passes.
    t.clock.advance(61_000);
    expect((await attempt('owner@example.com', '10.20.0.1', 'lomi-demo-1234')).statusCode).toBe(200);
  });

  it('counts only failed sign-ins against an address and account: signing in often is never limited', async () => {
    const account = await signUp(t.app);
    const attempt = (password: string) =>
      call(t.app, 'POST', '/auth/jwt/login/', { body: { email: account.email, password }, ip: '10.21.0.1' });
    for (let index = 0; index < 6; index++) {
      expect((await attempt(account.password)).statusCode).toBe(200);
    }
    // Failures still count, and the limit then holds for the right password too.
    for (let index = 0; index < 4; index++) expect((await attempt('wrong password')).statusCode).toBe(401);
    expect((await attempt(account.password)).statusCode).toBe(429);
  });

  it('caps failed sign-ins to one account from all addresses together, with its own message', async () => {
    const account = await signUp(t.app);
    const other = await signUp(t.app);
    const attempt = (email: string, password: string, ip: string) =>
      call(t.app, 'POST', '/auth/jwt/login/', { body: { email, password }, ip });
    // Ten addresses, one guess each (no address reaches its own limit); by e-mail and by username alike.
    for (let index = 0; index < 10; index++) {
      const name = index % 2 === 0 ? account.email : account.username;
      expect((await attempt(name, 'a guess', `10.22.${index}.1`)).statusCode).toBe(401);
    }
    const paused = await attempt(account.email, account.password, '10.22.99.1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toEqual({
      code: 'LOMI_ERR_RATE_LIMITED',
      message:
        'Too many failed sign-ins to this account. To protect it, password sign-in is paused: please try again in 10 minutes.',
    });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(540);
    // Other accounts are not affected, from the same address either.
    expect((await attempt(other.email, other.password, '10.22.99.1')).statusCode).toBe(200);
    t.clock.advance(600_000);
    expect((await attempt(account.username, account.password, '10.22.99.1')).statusCode).toBe(200);
  });

  it('updates the user with PATCH /auth/user/, refusing names other accounts use', async () => {
    const account = await signUp(t.app);
    const patched = await call(t.app, 'PATCH', '/auth/user/', {
      token: account.token,
      body: { firstname: 'ሰላም', lastname: 'ታደሰ', username: `${account.username}b`, full_name: '' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      firstname: 'ሰላም',
      lastname: 'ታደሰ',
      username: `${account.username}b`,
      full_name: 'ሰላም ታደሰ',
    });
    const taken = await call(t.app, 'PATCH', '/auth/user/', {
      token: account.token,
      body: { email: 'owner@EXAMPLE.com' },
    });
    expect(taken.statusCode).toBe(409);
    const own = await call(t.app, 'PATCH', '/auth/user/', {
      token: account.token,
      body: { email: account.email.toUpperCase() },
    });
    expect(own.statusCode).toBe(200);
    const bad = await call(t.app, 'PATCH', '/auth/user/', { token: account.token, body: { lastname: 'K3' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ lastname: 'Last name can only contain letters.' });
  });

  it('refuses expired tokens and tokens of a changed password', async () => {
    const account = await signUp(t.app);
    const version = await t.database.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    const expired = await tokenAt(new Date(t.clock.now().getTime() - 3601_000), {
      id: account.id,
      token_version: version.token_version,
    });
    const refused = await call(t.app, 'GET', '/auth/user/', { token: expired });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: 'LOMI_ERR_UNAUTHORIZED',
      message: 'Your session has expired. Please log in again.',
    });
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="lomi", error="invalid_token"');

    const wrongOld = await call(t.app, 'POST', '/users/changepassword', {
      token: account.token,
      body: { old_password: 'not it', new_password: 'brand new secret' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errors).toEqual({ old_password: 'Your current password is not correct.' });
    const mismatch = await call(t.app, 'POST', '/users/changepassword', {
      token: account.token,
      body: { old_password: account.password, new_password: 'brand new secret', re_new_password: 'other' },
    });
    expect(mismatch.json().errors).toEqual({ re_new_password: "Password Doesn't Match" });

    const changed = await call(t.app, 'POST', '/users/changepassword', {
      token: account.token,
      body: { old_password: account.password, new_password: 'brand new secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Your password has been changed.',
      token_type: 'Bearer',
    });
    expect((await call(t.app, 'GET', '/auth/user/', { token: account.token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/auth/user/', { token: changed.json().access })).statusCode).toBe(200);
    await expect(logIn(t.app, account.email, account.password)).rejects.toThrow('login failed');
    expect((await logIn(t.app, account.email, 'brand new secret')).id).toBe(account.id);
  });

  it('issues tokens that expire after the configured lifetime', async () => {
    const account = await signUp(t.app);
    t.clock.advance(3599_000);
    expect((await call(t.app, 'GET', '/auth/user/', { token: account.token })).statusCode).toBe(200);
    t.clock.advance(2_000);
    expect((await call(t.app, 'GET', '/auth/user/', { token: account.token })).statusCode).toBe(401);
  });
});
