import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { startFakeGoogle, type FakeGoogle } from '../../support/fakes/fake-google.ts';
import { databaseKinds } from '../../support/test-database.ts';

const CLIENT_ID = 'lomi-web.apps.googleusercontent.com';

describe.each(databaseKinds)('Google sign-in on %s', (kind) => {
  let google: FakeGoogle;
  let t: AccountsTestApp;

  beforeAll(async () => {
    google = await startFakeGoogle(CLIENT_ID);
    t = await createAccountsApp(kind, {
      config: { google: { clientIds: [CLIENT_ID], jwksUrl: google.jwksUrl } },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const signIn = (body: unknown) => call(t.app, 'POST', '/auth/social/google/', { body });

  it('creates an account for a new Google user, then signs the same account in', async () => {
    const token = await google.idToken(
      {
        sub: '1111',
        email: 'Hana.Girma@gmail.com',
        email_verified: true,
        name: 'Hana Girma',
        given_name: 'Hana',
        family_name: 'Girma',
      },
      { now: t.clock.now() },
    );
    const first = await signIn({ id_token: token });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      token_type: 'Bearer',
      user: {
        username: 'HanaGirma',
        email: 'Hana.Girma@gmail.com',
        firstname: 'Hana',
        lastname: 'Girma',
        full_name: 'Hana Girma',
      },
    });
    const profile = await call(t.app, 'GET', '/api/me/profile/', { token: first.json().access });
    expect(profile.json().auth_type).toBe('google');
    // The keys really came over HTTP from the configured JWKS address.
    expect(google.requests.some((request) => request.url.pathname === '/oauth2/v3/certs')).toBe(true);

    const again = await signIn({
      credential: await google.idToken(
        { sub: '1111', email: 'hana.girma@gmail.com', email_verified: true },
        { now: t.clock.now() },
      ),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, user: { id: first.json().user.id } });
  });

  it('links a verified Google address to the existing account with that e-mail', async () => {
    const owner = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@example.com')
      .executeTakeFirstOrThrow();
    const response = await signIn({
      id_token: await google.idToken(
        { sub: '2222', email: 'OWNER@example.com', email_verified: true },
        { now: t.clock.now() },
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: false, user: { id: owner.id, username: 'owner' } });
    const linked = await t.database.db
      .selectFrom('users')
      .select('google_sub')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(linked.google_sub).toBe('2222');
  });

  it('does not link an unverified address to an existing account', async () => {
    const response = await signIn({
      id_token: await google.idToken(
        { sub: '3333', email: 'donor@example.com', email_verified: false },
        { now: t.clock.now() },
      ),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('LOMI_ERR_CONFLICT');
  });

  it.each([
    ['another audience', { sub: '4444', aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['another issuer', { sub: '4444', iss: 'https://accounts.example.com' }, {}],
    ['an unpublished key', { sub: '4444' }, { key: 'unpublished' as const }],
  ])('refuses a token with %s', async (_label, claims, options) => {
    const response = await signIn({
      id_token: await google.idToken(claims, { now: t.clock.now(), ...options }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'LOMI_ERR_INVALID_CREDENTIALS',
      message: 'Your Google sign-in could not be verified. Please try again.',
    });
  });

  it('refuses an expired token and a tampered one', async () => {
    const expired = await google.idToken(
      { sub: '5555' },
      { now: new Date(t.clock.now().getTime() - 2 * 3600_000), lifetimeSeconds: 3600 },
    );
    expect((await signIn({ id_token: expired })).statusCode).toBe(401);
    const genuine = await google.idToken({ sub: '5555', email: 'a@b.co' }, { now: t.clock.now() });
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1111' })).toString('base64url')}.${signature}`;
    expect((await signIn({ id_token: tampered })).statusCode).toBe(401);
    expect((await signIn({ id_token: 'not.a.jwt' })).statusCode).toBe(401);
    const missing = await signIn({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ id_token: 'must be the Google ID token' });
  });

  it('answers 503 when Google sign-in is not configured or its keys cannot be fetched', async () => {
    const unconfigured = await createAccountsApp(kind);
    const down = await createAccountsApp(kind, {
      // Nothing listens on port 9 of the loopback: the key fetch fails at once.
      config: { google: { clientIds: [CLIENT_ID], jwksUrl: 'http://127.0.0.1:9/certs' } },
    });
    try {
      const token = await google.idToken({ sub: '6666' }, { now: t.clock.now() });
      const off = await call(unconfigured.app, 'POST', '/auth/social/google/', { body: { id_token: token } });
      expect(off.statusCode).toBe(503);
      expect(off.json()).toEqual({
        code: 'LOMI_ERR_SIGN_IN_UNAVAILABLE',
        message: 'Sign-in with Google is not available.',
      });
      const unreachable = await call(down.app, 'POST', '/auth/social/google/', { body: { id_token: token } });
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json().message).toBe(
        'Sign-in with Google is not reachable right now. Please try again in a moment.',
      );
    } finally {
      await unconfigured.close();
      await down.close();
    }
  });
});
