import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsApp, type AccountsTestApp } from './support/accounts-app.ts';
import { databaseKinds } from './support/test-database.ts';

/** Three failed logins per client and account; the other rules out of the way. */
const LOGIN_LIMITS = {
  perClientAndAccount: { max: 3, windowMs: 60_000 },
  perClient: { max: 100, windowMs: 60_000 },
  perAccount: { max: 100, windowMs: 60_000 },
};

// TRUST_PROXY=1 (one reverse proxy in front): the client is the address the proxy appended, the right-most
// of X-Forwarded-For. Entries left of it are whatever the client sent and must not make a new client.
describe.each(databaseKinds)('behind one trusted proxy on %s', (kind) => {
  let t: AccountsTestApp;
  const PROXY = '10.0.0.2';

  beforeAll(async () => {
    t = await createAccountsApp(kind, { rateLimits: { login: LOGIN_LIMITS } }, { trustProxy: 1 });
  });
  afterAll(() => t.close());

  const attempt = (forwardedFor: string, peer = PROXY) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/jwt/login/',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'owner@example.com', password: 'not the password' },
    });

  it('counts a client by the address the proxy added, whatever it wrote in front of it', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await attempt(`198.51.100.${index}, 203.0.113.7`)).statusCode).toBe(401);
    }
    const spoofed = await attempt('198.51.100.77, 203.0.113.7');
    expect(spoofed.statusCode).toBe(429);
    // Another visitor behind the same proxy is another client.
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a client that connects directly from a public address', async () => {
    const direct = '198.51.100.200';
    for (let index = 0; index < 3; index++) {
      expect((await attempt(`203.0.113.${50 + index}`, direct)).statusCode).toBe(401);
    }
    expect((await attempt('203.0.113.99', direct)).statusCode).toBe(429);
  });
});
