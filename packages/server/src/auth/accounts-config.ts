import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The account settings, read with every other variable by the configuration schema (src/config/;
 * documented in the README's "Accounts").
 */
export interface AccountsConfig {
  /** LOMI_JWT_SECRET: HMAC key of access tokens (HS256) and of phone codes at rest. */
  jwtSecret: string;
  /** LOMI_JWT_TTL_SECONDS: how long an access token is valid. */
  tokenTtlSeconds: number;
  /** LOMI_SMS_PROVIDER: who sends phone sign-in codes; `disabled` turns phone sign-in off. */
  sms: 'sandbox' | 'disabled';
  /** LOMI_SMS_SANDBOX_INBOX=1: the SMS sandbox's dev inbox pages are served. */
  smsInbox: boolean;
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

/** HS256 keys shorter than the hash output are weak (RFC 7518 §3.2 asks for at least 256 bits). */
export const MIN_SECRET_LENGTH = 32;
/** The generated development secret, in the data folder beside the database. */
export const DEV_SECRET_FILE = 'jwt-secret';

/**
 * The development secret kept in `dataDir` (so tokens survive restarts), created on first use (`wx`: of two
 * processes starting at once, one wins); `undefined` when the file holds no usable secret.
 */
export function devSecret(dataDir: string): string | undefined {
  const file = join(dataDir, DEV_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  return secret.length >= MIN_SECRET_LENGTH ? secret : undefined;
}
