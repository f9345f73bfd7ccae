import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The account settings read from the environment (documented in the README's "Accounts"). */
export interface AccountsConfig {
  /** LOMI_JWT_SECRET: HMAC key of access tokens (HS256) and of phone codes at rest. */
  jwtSecret: string;
  /** LOMI_JWT_TTL_SECONDS: how long an access token is valid. */
  tokenTtlSeconds: number;
  /** LOMI_SMS_PROVIDER: who sends phone sign-in codes; `disabled` turns phone sign-in off. */
  sms: 'sandbox' | 'disabled';
  /** Google sign-in, when LOMI_GOOGLE_CLIENT_ID is set. */
  google: GoogleSignInConfig | undefined;
  /**
   * LOMI_ACCOUNT_RATE_LIMIT_FACTOR: multiplies every sign-in rate limit (default 1). End-to-end suites,
   * whose every browser signs up and in from 127.0.0.1, raise it; production keeps 1.
   */
  rateLimitFactor: number;
}

export interface GoogleSignInConfig {
  /** LOMI_GOOGLE_CLIENT_ID (comma-separated for several): the accepted `aud` of ID tokens. */
  clientIds: string[];
  /** LOMI_GOOGLE_JWKS_URL: where Google's signing keys are published. */
  jwksUrl: string;
}

/** Google's published signing keys (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** A week: the site keeps the token in a cookie and restores the session on load (§4). */
const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** HS256 keys shorter than the hash output are weak (RFC 7518 §3.2 asks for at least 256 bits). */
const MIN_SECRET_LENGTH = 32;
/** The generated development secret, in the data folder beside the database. */
export const DEV_SECRET_FILE = 'jwt-secret';

/** The configuration cannot run: each line names a variable and what to do. */
export class AccountsConfigError extends Error {
  override readonly name = 'AccountsConfigError';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join(' '));
    this.problems = problems;
  }
}

/**
 * Reads and checks the account settings. Without LOMI_JWT_SECRET a development secret is generated once and
 * kept in `dataDir` (so tokens survive restarts), or per process when no folder is given (tests); under
 * NODE_ENV=production a missing secret, or the SMS sandbox, is refused with an {@link AccountsConfigError}.
 */
export function readAccountsConfig(
  env: NodeJS.ProcessEnv = process.env,
  { dataDir }: { dataDir?: string } = {},
): AccountsConfig {
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];

  let jwtSecret = env.LOMI_JWT_SECRET ?? '';
  if (jwtSecret && jwtSecret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `LOMI_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`).`,
    );
  } else if (!jwtSecret && production) {
    problems.push(
      'LOMI_JWT_SECRET must be set with NODE_ENV=production (at least 32 random characters, e.g. ' +
        '`openssl rand -hex 32`; the same value on every instance).',
    );
  } else if (!jwtSecret) {
    jwtSecret = dataDir ? devSecret(dataDir) : randomBytes(32).toString('hex');
  }

  const sms = (env.LOMI_SMS_PROVIDER || 'sandbox').toLowerCase();
  if (sms !== 'sandbox' && sms !== 'disabled') {
    problems.push(`LOMI_SMS_PROVIDER must be sandbox or disabled, got "${env.LOMI_SMS_PROVIDER}".`);
  } else if (sms === 'sandbox' && production) {
    problems.push(
      'The SMS sandbox cannot run with NODE_ENV=production: it shows sign-in codes in the log. Set ' +
        'LOMI_SMS_PROVIDER=disabled (or add a real SMS provider).',
    );
  }

  const ttlRaw = env.LOMI_JWT_TTL_SECONDS;
  const tokenTtlSeconds = ttlRaw ? Number(ttlRaw) : DEFAULT_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 60) {
    problems.push(`LOMI_JWT_TTL_SECONDS must be a whole number of seconds, at least 60, got "${ttlRaw}".`);
  }

  const clientIds = (env.LOMI_GOOGLE_CLIENT_ID ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const jwksUrl = env.LOMI_GOOGLE_JWKS_URL || GOOGLE_JWKS_URL;
  if (!URL.canParse(jwksUrl)) {
    problems.push(`LOMI_GOOGLE_JWKS_URL must be a URL, got "${jwksUrl}".`);
  }

  const factorRaw = env.LOMI_ACCOUNT_RATE_LIMIT_FACTOR;
  const rateLimitFactor = factorRaw ? Number(factorRaw) : 1;
  if (!Number.isSafeInteger(rateLimitFactor) || rateLimitFactor < 1) {
    problems.push(`LOMI_ACCOUNT_RATE_LIMIT_FACTOR must be a whole number of at least 1, got "${factorRaw}".`);
  }

  if (problems.length > 0) throw new AccountsConfigError(problems);
  return {
    jwtSecret,
    tokenTtlSeconds,
    sms: sms as AccountsConfig['sms'],
    google: clientIds.length > 0 ? { clientIds, jwksUrl } : undefined,
    rateLimitFactor,
  };
}

/** The secret kept in `dataDir`, created on first use (`wx`: of two processes starting at once, one wins). */
function devSecret(dataDir: string): string {
  const file = join(dataDir, DEV_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new AccountsConfigError([`${file} holds no usable secret: delete it to generate a new one.`]);
  }
  return secret;
}
