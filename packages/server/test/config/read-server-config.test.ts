import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_SECRET_FILE, GOOGLE_JWKS_URL } from '../../src/auth/accounts-config.ts';
import { ConfigError } from '../../src/config/config-error.ts';
import { readServerConfig, type Environment } from '../../src/config/read-server-config.ts';
import { repoRoot } from '../../src/repo-paths.ts';
import { PRODUCTION_ENVIRONMENT } from '../support/production-environment.ts';

/** The lines of the ConfigError `env` is refused with. */
function problems(env: Environment): readonly string[] {
  try {
    readServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** What a production deployment must set; each test breaks one thing of it. */
const PRODUCTION = PRODUCTION_ENVIRONMENT;

const publicKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

describe('readServerConfig: the server part', () => {
  it('has defaults for everything', () => {
    expect(readServerConfig({})).toMatchObject({
      production: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: `${repoRoot}.data`,
      databaseUrl: undefined,
      logLevel: 'info',
      publicSiteUrl: 'http://localhost:3000',
      trustProxy: false,
    });
  });

  it('reads the environment, resolving a relative data folder from the repository root', () => {
    expect(
      readServerConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        LOMI_DATA_DIR: 'tmp/data',
        DATABASE_URL: 'postgres://localhost/lomi',
        LOG_LEVEL: 'warn',
        PUBLIC_SITE_URL: 'https://lomi.example.org/',
        TRUST_PROXY: '1',
      }),
    ).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: `${repoRoot}tmp/data`,
      databaseUrl: 'postgres://localhost/lomi',
      logLevel: 'warn',
      publicSiteUrl: 'https://lomi.example.org',
      trustProxy: 1,
    });
    expect(readServerConfig({ LOMI_DATA_DIR: '/var/lib/lomi' }).dataDir).toBe('/var/lib/lomi');
  });

  it('defaults the public address to this machine and port, never to a request', () => {
    expect(readServerConfig({ PORT: '8080' }).publicSiteUrl).toBe('http://localhost:8080');
    expect(readServerConfig({ PUBLIC_SITE_URL: ' http://192.168.1.5:3000// ' }).publicSiteUrl).toBe(
      'http://192.168.1.5:3000',
    );
  });

  it('requires PUBLIC_SITE_URL under NODE_ENV=production, as an absolute http(s) origin', () => {
    const missing =
      'PUBLIC_SITE_URL must be set with NODE_ENV=production (the address donors use, e.g. ' +
      'https://lomi.example.org): payment return and webhook URLs are built on it, got nothing.';
    expect(problems({ ...PRODUCTION, PUBLIC_SITE_URL: undefined })).toEqual([missing]);
    expect(problems({ ...PRODUCTION, PUBLIC_SITE_URL: '  ' })).toEqual([missing]);
    expect(readServerConfig(PRODUCTION).publicSiteUrl).toBe('https://lomi.example.org');
    for (const bad of [
      'lomi.example.org',
      '/relative',
      'javascript:alert(1)',
      'ftp://lomi.example.org',
      'https://user:pw@lomi.example.org',
      'https://lomi.example.org/path',
      'https://lomi.example.org/?q=1',
      'https://lomi.example.org/#top',
      'https://',
    ]) {
      const line = `PUBLIC_SITE_URL must be an absolute http(s) address with no path, e.g. https://lomi.example.org, got "${bad}".`;
      expect(problems({ ...PRODUCTION, PUBLIC_SITE_URL: bad }), bad).toEqual([line]);
      expect(problems({ PUBLIC_SITE_URL: bad }), bad).toEqual([line]);
    }
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    expect(problems({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must be the number of proxies in front of Lomi (TRUST_PROXY=1 behind one reverse proxy) ' +
        'or their addresses (TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8,192.168.1.7), not true: ' +
        'TRUST_PROXY=true would believe any X-Forwarded-For a client sends (and let it escape the rate ' +
        'limits), got "true".',
    ]);
  });

  it('accepts a production deployment that sets what it must', () => {
    const config = readServerConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.accounts.jwtSecret).toBe('p'.repeat(64));
    expect(config.siteSettings.demo).toEqual([]);
  });
});

describe('readServerConfig: one line per bad value, naming the variable, what it got and what it expects', () => {
  it('a number', () => {
    expect(problems({ PORT: 'abc' })).toEqual([
      'PORT must be a whole number between 0 and 65535, got "abc".',
    ]);
    expect(problems({ LOMI_RECONCILE_BATCH_SIZE: '0' })).toEqual([
      'LOMI_RECONCILE_BATCH_SIZE must be a whole number, at least 1, got "0".',
    ]);
    expect(problems({ LOMI_INVOICE_TTL_MS: '1.5' })).toEqual([
      'LOMI_INVOICE_TTL_MS must be a whole number of milliseconds, at least 1000, got "1.5".',
    ]);
  });

  it('a rate limit, read at start rather than while the routes register', () => {
    for (const value of ['0', '-3', '2.5', 'many', '1e400']) {
      expect(problems({ LOMI_HELP_RATE_LIMIT_MAX: value }), value).toEqual([
        `LOMI_HELP_RATE_LIMIT_MAX must be a whole number of 1 or more, got "${value}".`,
      ]);
    }
    expect(problems({ LOMI_DONATION_PHONE_RATE_LIMIT_WINDOW_MS: 'soon' })).toEqual([
      'LOMI_DONATION_PHONE_RATE_LIMIT_WINDOW_MS must be a whole number of 1 or more, got "soon".',
    ]);
  });

  it('a choice', () => {
    expect(problems({ LOMI_PAYMENTS_MOBILE: 'paypal' })).toEqual([
      'LOMI_PAYMENTS_MOBILE must be one of sandbox, lakipay, chapa, got "paypal".',
    ]);
    // Each way of paying offers the providers that can serve it.
    expect(problems({ LOMI_PAYMENTS_CARD: 'chapa' })).toEqual([
      'LOMI_PAYMENTS_CARD must be one of sandbox, stripe, got "chapa".',
    ]);
    expect(problems({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".',
    ]);
  });

  it('a URL', () => {
    expect(problems({ LOMI_GOOGLE_JWKS_URL: 'not a url' })).toEqual([
      'LOMI_GOOGLE_JWKS_URL must be a URL, got "not a url".',
    ]);
    expect(problems({ STRIPE_API_BASE: 'ftp://x' })).toEqual([
      'STRIPE_API_BASE must be an http(s) URL, e.g. http://127.0.0.1:4010, got "ftp://x".',
    ]);
  });

  it('JSON', () => {
    expect(problems({ LOMI_PARTNER_LINKS: '[{"name":"x","url":"javascript:alert(1)"}]' })).toEqual([
      'LOMI_PARTNER_LINKS must be a JSON array of {"name": "…", "url": "https://…"} (at most 12; "[]" for ' +
        'none), got "[{\\"name\\":\\"x\\",\\"url\\":\\"javascript:alert(1)\\"}]".',
    ]);
  });

  it('a secret, whose value is never echoed', () => {
    expect(problems({ LOMI_JWT_SECRET: 'short-but-private' })).toEqual([
      'LOMI_JWT_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`), got (hidden).',
    ]);
  });

  it('missing in production', () => {
    expect(problems({ ...PRODUCTION, LOMI_JWT_SECRET: '' })).toEqual([
      'LOMI_JWT_SECRET must be set with NODE_ENV=production (at least 32 random characters, e.g. ' +
        '`openssl rand -hex 32`; the same value on every instance), got nothing.',
    ]);
  });

  it('across variables: the sandboxes in production and the keys of a selected provider', () => {
    expect(problems({ ...PRODUCTION, LOMI_SMS_PROVIDER: '', LOMI_PAYMENTS_CARD: 'sandbox' })).toEqual([
      'LOMI_SMS_PROVIDER must be disabled (or a real SMS provider): the SMS sandbox cannot run with ' +
        'NODE_ENV=production (it shows sign-in codes in the log), got nothing.',
      'LOMI_PAYMENTS_CARD must be stripe: the sandbox payment provider cannot run with NODE_ENV=production ' +
        '(it accepts fake payments), got "sandbox".',
    ]);
    expect(problems({ LOMI_PAYMENTS_CARD: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([
      'STRIPE_SECRET_KEY must be set: LOMI_PAYMENTS_CARD selects Stripe, got nothing.',
    ]);
  });

  it('every problem at once, in the order of the schema', () => {
    expect(problems({ LOMI_PAYMENTS_MOBILE: 'paypal', PORT: '-1', LOMI_JWT_SECRET: 'x' })).toEqual([
      'PORT must be a whole number between 0 and 65535, got "-1".',
      'LOMI_JWT_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`), got (hidden).',
      'LOMI_PAYMENTS_MOBILE must be one of sandbox, lakipay, chapa, got "paypal".',
    ]);
  });
});

describe('readServerConfig: LOMI_TESTING_HOOKS', () => {
  it('adds the end-to-end hooks only with 1, and never in production', () => {
    expect(readServerConfig({}).testingHooks).toBe(false);
    expect(readServerConfig({ LOMI_TESTING_HOOKS: '0' }).testingHooks).toBe(false);
    expect(readServerConfig({ LOMI_TESTING_HOOKS: '1' }).testingHooks).toBe(true);
    expect(problems({ LOMI_TESTING_HOOKS: 'yes' })).toEqual([
      'LOMI_TESTING_HOOKS must be 1 (on) or 0 (off), got "yes".',
    ]);
    const lines = problems({ ...PRODUCTION, LOMI_TESTING_HOOKS: '1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('LOMI_TESTING_HOOKS must be unset or 0 with NODE_ENV=production');
    expect(readServerConfig({ ...PRODUCTION, LOMI_TESTING_HOOKS: '0' }).testingHooks).toBe(false);
  });
});

describe('readServerConfig: accounts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-accounts-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses LOMI_JWT_SECRET and the documented defaults', () => {
    const secret = 'a'.repeat(40);
    expect(readServerConfig({ LOMI_JWT_SECRET: secret }).accounts).toEqual({
      jwtSecret: secret,
      tokenTtlSeconds: 604_800,
      sms: 'sandbox',
      smsInbox: false,
      google: undefined,
      rateLimitFactor: 1,
    });
  });

  it('multiplies the sign-in rate limits by LOMI_ACCOUNT_RATE_LIMIT_FACTOR, a whole number of at least 1', () => {
    expect(readServerConfig({ LOMI_ACCOUNT_RATE_LIMIT_FACTOR: '100' }).accounts.rateLimitFactor).toBe(100);
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(problems({ LOMI_ACCOUNT_RATE_LIMIT_FACTOR: bad })).toEqual([
        `LOMI_ACCOUNT_RATE_LIMIT_FACTOR must be a whole number of at least 1, got "${bad}".`,
      ]);
    }
  });

  it('generates a development secret once and keeps it in the data folder (owner-only)', () => {
    const first = readServerConfig({ LOMI_DATA_DIR: dataDir }, { keepDevSecret: true }).accounts;
    const second = readServerConfig({ LOMI_DATA_DIR: dataDir }, { keepDevSecret: true }).accounts;
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, DEV_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a kept development secret that is not one', () => {
    const broken = mkdtempSync(join(tmpdir(), 'lomi-accounts-config-'));
    writeFileSync(join(broken, DEV_SECRET_FILE), 'short');
    try {
      expect(() => readServerConfig({ LOMI_DATA_DIR: broken }, { keepDevSecret: true })).toThrow(
        `LOMI_JWT_SECRET must be set, or ${join(broken, DEV_SECRET_FILE)} must hold a generated secret`,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('generates a secret per call when it is not kept', () => {
    expect(readServerConfig({}).accounts.jwtSecret).not.toBe(readServerConfig({}).accounts.jwtSecret);
  });

  it('refuses production without a secret, or with the SMS sandbox, naming the variables', () => {
    const lines = problems({ ...PRODUCTION, LOMI_JWT_SECRET: undefined, LOMI_SMS_PROVIDER: undefined });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('LOMI_JWT_SECRET must be set with NODE_ENV=production');
    expect(lines[1]).toContain('LOMI_SMS_PROVIDER must be disabled');
    expect(readServerConfig(PRODUCTION).accounts.sms).toBe('disabled');
  });

  it('refuses unknown SMS providers and bad lifetimes', () => {
    expect(problems({ LOMI_SMS_PROVIDER: 'twilio' })).toEqual([
      'LOMI_SMS_PROVIDER must be sandbox or disabled, got "twilio".',
    ]);
    expect(problems({ LOMI_JWT_TTL_SECONDS: '10' })).toEqual([
      'LOMI_JWT_TTL_SECONDS must be a whole number of seconds, at least 60, got "10".',
    ]);
  });

  it('serves the SMS sandbox inbox only with LOMI_SMS_SANDBOX_INBOX=1', () => {
    expect(readServerConfig({}).accounts.smsInbox).toBe(false);
    expect(readServerConfig({ LOMI_SMS_SANDBOX_INBOX: '0' }).accounts.smsInbox).toBe(false);
    expect(readServerConfig({ LOMI_SMS_SANDBOX_INBOX: '1' }).accounts.smsInbox).toBe(true);
    // A value that is neither is refused rather than silently read as "off".
    expect(problems({ LOMI_SMS_SANDBOX_INBOX: 'yes' })).toEqual([
      'LOMI_SMS_SANDBOX_INBOX must be 1 (on) or 0 (off), got "yes".',
    ]);
  });

  it('enables Google sign-in with one or more client ids', () => {
    expect(readServerConfig({ LOMI_GOOGLE_CLIENT_ID: 'web.apps, android.apps' }).accounts.google).toEqual({
      clientIds: ['web.apps', 'android.apps'],
      jwksUrl: GOOGLE_JWKS_URL,
    });
    expect(
      readServerConfig({ LOMI_GOOGLE_CLIENT_ID: 'web', LOMI_GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks' })
        .accounts.google?.jwksUrl,
    ).toBe('http://127.0.0.1:9/jwks');
  });
});

describe('readServerConfig: payments', () => {
  it('defaults to the sandbox everywhere with a random webhook secret', () => {
    const config = readServerConfig({}).payments;
    expect(config).toMatchObject({
      mobile: 'sandbox',
      checkout: 'sandbox',
      card: 'sandbox',
      sandboxDelayMs: 3_000,
      invoiceTtlMs: 900_000,
      checkoutTtlMs: 90_000_000,
      reconcileIntervalMs: 30_000,
      reconcile: { maxDelayMs: 900_000, batchSize: 50, budgetMs: 20_000, concurrency: 4, leaseMs: 600_000 },
      reconcileBacklogAlert: 1_000,
      lakipay: undefined,
      chapa: undefined,
      stripe: undefined,
    });
    expect(config.sandboxWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readServerConfig({}).payments.sandboxWebhookSecret).not.toBe(config.sandboxWebhookSecret);
  });

  it('reads the environment, and the settings of each selected provider', () => {
    const config = readServerConfig({
      LOMI_PAYMENTS_MOBILE: 'chapa',
      LOMI_PAYMENTS_CHECKOUT: 'LakiPay',
      LOMI_PAYMENTS_CARD: 'stripe',
      LOMI_SANDBOX_DELAY_MS: '0',
      LOMI_SANDBOX_WEBHOOK_SECRET: 'shared',
      LOMI_INVOICE_TTL_MS: '60000',
      LOMI_CHECKOUT_TTL_MS: '120000',
      LOMI_RECONCILE_INTERVAL_MS: '1000',
      LOMI_RECONCILE_MAX_DELAY_MS: '60000',
      LOMI_RECONCILE_BATCH_SIZE: '20',
      LOMI_RECONCILE_BUDGET_MS: '5000',
      LOMI_RECONCILE_CONCURRENCY: '2',
      LOMI_RECONCILE_BACKLOG_WARN: '100',
      CHAPA_SECRET_KEY: 'CHASECK_TEST-x',
      CHAPA_WEBHOOK_SECRET: 'hash',
      CHAPA_BASE_URL: 'http://127.0.0.1:4020/v1/',
      LAKIPAY_API_KEY: 'pk:sk',
      LAKIPAY_WEBHOOK_PUBLIC_KEY: publicKeyPem.replaceAll('\n', '\\n'),
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).payments;
    expect(config).toEqual({
      mobile: 'chapa',
      checkout: 'lakipay',
      card: 'stripe',
      sandboxDelayMs: 0,
      sandboxWebhookSecret: 'shared',
      invoiceTtlMs: 60_000,
      checkoutTtlMs: 120_000,
      reconcileIntervalMs: 1_000,
      reconcile: { maxDelayMs: 60_000, batchSize: 20, budgetMs: 5_000, concurrency: 2, leaseMs: 600_000 },
      reconcileBacklogAlert: 100,
      chapa: { baseUrl: 'http://127.0.0.1:4020', secretKey: 'CHASECK_TEST-x', webhookSecret: 'hash' },
      lakipay: { baseUrl: 'https://api.lakipay.co', apiKey: 'pk:sk', webhookPublicKey: publicKeyPem },
      stripe: {
        secretKey: 'sk_test_x',
        webhookSecret: 'whsec_x',
        host: '127.0.0.1',
        port: 12111,
        protocol: 'http',
      },
    });
  });

  it('names every missing variable of a selected provider', () => {
    expect(problems({ LOMI_PAYMENTS_MOBILE: 'lakipay', LOMI_PAYMENTS_CHECKOUT: 'chapa' })).toEqual([
      'LAKIPAY_API_KEY must be set: LOMI_PAYMENTS_MOBILE selects LakiPay, got nothing.',
      'LAKIPAY_WEBHOOK_PUBLIC_KEY must be set: LOMI_PAYMENTS_MOBILE selects LakiPay, got nothing.',
      'CHAPA_SECRET_KEY must be set: LOMI_PAYMENTS_CHECKOUT selects Chapa, got nothing.',
      'CHAPA_WEBHOOK_SECRET must be set: LOMI_PAYMENTS_CHECKOUT selects Chapa, got nothing.',
    ]);
    // Blank counts as unset.
    expect(
      problems({
        LOMI_PAYMENTS_CHECKOUT: 'lakipay',
        LAKIPAY_API_KEY: 'pk:sk',
        LAKIPAY_WEBHOOK_PUBLIC_KEY: ' ',
      }),
    ).toEqual([
      'LAKIPAY_WEBHOOK_PUBLIC_KEY must be set: LOMI_PAYMENTS_CHECKOUT selects LakiPay, got nothing.',
    ]);
  });

  it('refuses a LakiPay key that is not PEM', () => {
    expect(problems({ LAKIPAY_WEBHOOK_PUBLIC_KEY: 'abc' })).toEqual([
      'LAKIPAY_WEBHOOK_PUBLIC_KEY must be a PEM public key (`\\n` escapes allowed), got "abc".',
    ]);
  });

  it('talks to Stripe itself unless STRIPE_API_BASE points elsewhere', () => {
    const stripe = {
      LOMI_PAYMENTS_CARD: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'w',
    };
    expect(readServerConfig(stripe).payments.stripe).toEqual({ secretKey: 'sk_test_x', webhookSecret: 'w' });
    expect(
      readServerConfig({ ...stripe, STRIPE_API_BASE: 'https://stripe.internal' }).payments.stripe,
    ).toMatchObject({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });
});

describe('readServerConfig: rate limits', () => {
  it('keeps each limit’s default when the environment sets nothing (or only blanks)', () => {
    expect(
      readServerConfig({ LOMI_REPORT_RATE_LIMIT_MAX: ' ', LOMI_REPORT_RATE_LIMIT_WINDOW_MS: '' }).rateLimits,
    ).toEqual({
      report: { max: 5, windowMs: 600_000 },
      help: { max: 5, windowMs: 600_000 },
      contact: { max: 5, windowMs: 600_000 },
      upload: { max: 20, windowMs: 3_600_000 },
      receipt: { max: 60, windowMs: 600_000 },
      donation: {
        perClient: { max: 60, windowMs: 600_000 },
        perPhone: { max: 3, windowMs: 900_000 },
        pendingPerClient: 50,
        pendingPerPhone: 2,
      },
    });
  });

  it('reads <X>_MAX and <X>_WINDOW_MS', () => {
    const { rateLimits } = readServerConfig({
      LOMI_CONTACT_RATE_LIMIT_MAX: '50',
      LOMI_CONTACT_RATE_LIMIT_WINDOW_MS: '60000',
      LOMI_DONATION_PENDING_PER_PHONE_MAX: '7',
    });
    expect(rateLimits.contact).toEqual({ max: 50, windowMs: 60_000 });
    expect(rateLimits.donation.pendingPerPhone).toBe(7);
  });
});

describe('readServerConfig: media', () => {
  it('keeps media in the data folder by default', () => {
    expect(readServerConfig({}).media).toEqual({ store: 'local' });
  });

  it('reads the bucket of LOMI_MEDIA_STORE=s3, with the documented defaults', () => {
    const s3 = { LOMI_MEDIA_STORE: 'S3', LOMI_S3_BUCKET: 'lomi-media' };
    const keys = { LOMI_S3_ACCESS_KEY_ID: 'AKIA1', LOMI_S3_SECRET_ACCESS_KEY: 'very-secret' };
    expect(readServerConfig({ ...s3, ...keys }).media).toEqual({
      store: 's3',
      s3: {
        endpoint: undefined,
        region: 'us-east-1',
        bucket: 'lomi-media',
        accessKeyId: 'AKIA1',
        secretAccessKey: 'very-secret',
        forcePathStyle: false,
      },
    });
    const minio = { LOMI_S3_ENDPOINT: 'http://minio.internal:9000/', LOMI_S3_FORCE_PATH_STYLE: '1' };
    expect(readServerConfig({ ...s3, ...keys, ...minio, LOMI_S3_REGION: 'auto' }).media).toMatchObject({
      s3: { endpoint: 'http://minio.internal:9000', region: 'auto', forcePathStyle: true },
    });
  });

  it('names what s3 lacks at start, and never echoes the secret key', () => {
    expect(problems({ LOMI_MEDIA_STORE: 's3' })).toEqual([
      'LOMI_S3_BUCKET must be set: LOMI_MEDIA_STORE is s3, got nothing.',
      'LOMI_S3_ACCESS_KEY_ID must be set: LOMI_MEDIA_STORE is s3, got nothing.',
      'LOMI_S3_SECRET_ACCESS_KEY must be set: LOMI_MEDIA_STORE is s3, got nothing.',
    ]);
    expect(problems({ LOMI_MEDIA_STORE: 'gcs', LOMI_S3_ENDPOINT: 'ftp://x', LOMI_S3_BUCKET: 'A_B' })).toEqual(
      [
        'LOMI_MEDIA_STORE must be local or s3, got "gcs".',
        'LOMI_S3_ENDPOINT must be an http(s) URL with no path, e.g. https://<account>.r2.cloudflarestorage.com, got "ftp://x".',
        'LOMI_S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots and hyphens), got "A_B".',
      ],
    );
    const refused = problems({
      LOMI_MEDIA_STORE: 's3',
      LOMI_S3_BUCKET: 'b',
      LOMI_S3_SECRET_ACCESS_KEY: 'hush-hush',
    });
    expect(refused.join('\n')).not.toContain('hush-hush');
  });
});
