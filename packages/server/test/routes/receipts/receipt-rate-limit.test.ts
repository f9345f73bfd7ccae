import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../src/config/read-server-config.ts';
import { createAccountsApp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('receipt lookups per client on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    const config = readServerConfig({ LOMI_RECEIPT_RATE_LIMIT_MAX: '3' });
    expect(config.rateLimits.receipt).toEqual({ max: 3, windowMs: 600_000 });
    t = await createAccountsApp(kind, {}, { rateLimits: config.rateLimits });
  });
  afterAll(() => t.close());

  it('refuses the lookups over the limit (JSON and PDF count together) with 429 and Retry-After', async () => {
    const lookup = (suffix = '') =>
      t.app.inject({ method: 'GET', url: `/api/receipts/${randomBytes(32).toString('base64url')}${suffix}` });
    expect((await lookup()).statusCode).toBe(404);
    expect((await lookup('/receipt.pdf')).statusCode).toBe(404);
    expect((await lookup()).statusCode).toBe(404);
    const refused = await lookup('/receipt.pdf');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LOMI_ERR_RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
