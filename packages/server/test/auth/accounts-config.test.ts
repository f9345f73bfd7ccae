import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AccountsConfigError,
  DEV_SECRET_FILE,
  GOOGLE_JWKS_URL,
  readAccountsConfig,
} from '../../src/auth/accounts-config.ts';

describe('accounts configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-accounts-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses LOMI_JWT_SECRET and the documented defaults', () => {
    const secret = 'a'.repeat(40);
    expect(readAccountsConfig({ LOMI_JWT_SECRET: secret })).toEqual({
      jwtSecret: secret,
      tokenTtlSeconds: 604_800,
      sms: 'sandbox',
      google: undefined,
      rateLimitFactor: 1,
    });
  });

  it('multiplies the sign-in rate limits by LOMI_ACCOUNT_RATE_LIMIT_FACTOR, a whole number of at least 1', () => {
    const secret = 'a'.repeat(40);
    expect(
      readAccountsConfig({ LOMI_JWT_SECRET: secret, LOMI_ACCOUNT_RATE_LIMIT_FACTOR: '100' }),
    ).toMatchObject({
      rateLimitFactor: 100,
    });
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(() =>
        readAccountsConfig({ LOMI_JWT_SECRET: secret, LOMI_ACCOUNT_RATE_LIMIT_FACTOR: bad }),
      ).toThrow(/LOMI_ACCOUNT_RATE_LIMIT_FACTOR/);
    }
  });

  it('generates a development secret once and keeps it in the data folder (owner-only)', () => {
    const first = readAccountsConfig({}, { dataDir });
    const second = readAccountsConfig({}, { dataDir });
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, DEV_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('generates a secret per process when no data folder is given', () => {
    expect(readAccountsConfig({}).jwtSecret).not.toBe(readAccountsConfig({}).jwtSecret);
  });

  it('refuses production without a secret, or with the SMS sandbox, naming the variables', () => {
    const error = (() => {
      try {
        readAccountsConfig({ NODE_ENV: 'production' }, { dataDir });
      } catch (caught) {
        return caught as AccountsConfigError;
      }
      throw new Error('expected a refusal');
    })();
    expect(error).toBeInstanceOf(AccountsConfigError);
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain('LOMI_JWT_SECRET must be set with NODE_ENV=production');
    expect(error.message).toContain('LOMI_SMS_PROVIDER=disabled');
    expect(
      readAccountsConfig({
        NODE_ENV: 'production',
        LOMI_JWT_SECRET: 'b'.repeat(64),
        LOMI_SMS_PROVIDER: 'disabled',
      }).sms,
    ).toBe('disabled');
  });

  it('refuses short secrets, unknown SMS providers and bad lifetimes', () => {
    expect(() => readAccountsConfig({ LOMI_JWT_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(() => readAccountsConfig({ LOMI_SMS_PROVIDER: 'twilio' })).toThrow('sandbox or disabled');
    expect(() => readAccountsConfig({ LOMI_JWT_TTL_SECONDS: '10' })).toThrow('at least 60');
    expect(() => readAccountsConfig({ LOMI_JWT_TTL_SECONDS: 'week' })).toThrow('LOMI_JWT_TTL_SECONDS');
  });

  it('enables Google sign-in with one or more client ids', () => {
    expect(readAccountsConfig({ LOMI_GOOGLE_CLIENT_ID: 'web.apps, android.apps' }).google).toEqual({
      clientIds: ['web.apps', 'android.apps'],
      jwksUrl: GOOGLE_JWKS_URL,
    });
    expect(
      readAccountsConfig({ LOMI_GOOGLE_CLIENT_ID: 'web', LOMI_GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks' })
        .google?.jwksUrl,
    ).toBe('http://127.0.0.1:9/jwks');
    expect(() => readAccountsConfig({ LOMI_GOOGLE_JWKS_URL: 'not a url' })).toThrow('LOMI_GOOGLE_JWKS_URL');
  });
});
