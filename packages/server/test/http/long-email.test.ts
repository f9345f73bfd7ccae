import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsApp, type AccountsTestApp } from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';

// Security review finding #1: a 40 kB e-mail address in a sign-up froze /api/health for 6 s and 200 kB for
// over 3 minutes, because the length check did not stop the quadratic pattern. Over real HTTP, so the
// health check has to wait for the event loop as a real client would.

/**
 * The bound a refusal and the health check meanwhile must meet, generous for a busy shared machine: the old
 * pattern took seconds (30 kB) to minutes (200 kB).
 */
const BOUND_MS = 2000;

/** `a@` + dots + a tab and a letter: the shape the old pattern was quadratic on. */
const longEmail = (length: number) => `a@${'.'.repeat(length - 4)}\tx`;

describe.each(databaseKinds)('a long e-mail address on %s', (kind) => {
  let t: AccountsTestApp;
  let base: string;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const timed = async (path: string, init?: RequestInit) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, init);
    const body = await response.json();
    return { status: response.status, body, ms: performance.now() - started };
  };

  /** Posts `body`; while the server refuses it, asks /api/health. */
  async function refuseWhileHealthy(path: string, body: unknown) {
    const refusal = timed(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await timed('/api/health');
    return { refusal: await refusal, health };
  }

  const routes: Array<[path: string, body: (email: string) => unknown]> = [
    ['/auth/signup/', (email) => ({ username: 'longmail', email, password: 'password-1' })],
    ['/api/campaigns/1/contact/', (email) => ({ name: 'Abebe Kebede', email, message: 'Hello' })],
  ];

  it.each(routes)(
    'POST %s refuses 200 kB with 413 at once, and /api/health keeps answering',
    async (path, body) => {
      const { refusal, health } = await refuseWhileHealthy(path, body(longEmail(200_000)));

      expect(refusal.status).toBe(413);
      expect(refusal.body).toEqual({
        message: expect.any(String),
        code: expect.stringMatching(/^LOMI_ERR_/),
      });
      expect(refusal.ms).toBeLessThan(BOUND_MS);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(BOUND_MS);
    },
  );

  it.each(routes)('POST %s refuses 30 kB (within the body limit) with 400 at once', async (path, body) => {
    const { refusal, health } = await refuseWhileHealthy(path, body(longEmail(30_000)));

    expect(refusal.status).toBe(400);
    expect(refusal.body).toMatchObject({
      code: 'LOMI_ERR_VALIDATION',
      errors: { email: 'Invalid Email Address' },
    });
    expect(refusal.ms).toBeLessThan(BOUND_MS);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(BOUND_MS);
  });
});
