import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { AccountsConfig } from '../../src/auth/accounts-config.ts';
import { AccessTokens } from '../../src/auth/access-tokens.ts';
import {
  createSandboxSmsProvider,
  type SandboxSmsProvider,
} from '../../src/auth/sms/sandbox-sms-provider.ts';
import type { AccountsOptions } from '../../src/routes/auth/register-accounts.ts';
import type { DatabaseKind, LomiDatabase } from '../../src/db/database.ts';
import { TEST_PUBLIC_SITE_URL } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';
import { ownBlobStore } from './own-media-dir.ts';

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/** A test clock: starts now, moves only when told. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let time = start.getTime();
  return { now: () => new Date(time), advance: (ms) => void (time += ms) };
}

export interface AccountsTestApp {
  app: FastifyInstance;
  database: LomiDatabase;
  sms: SandboxSmsProvider;
  clock: TestClock;
  config: AccountsConfig;
  close(): Promise<void>;
}

/**
 * An app on a fresh seeded database with a known token secret, a sandbox SMS inbox to read codes from, and a
 * clock the test moves. `accounts` overrides parts of the accounts options (rate limits, Google, …); `app`
 * other options of the app (a trusted proxy, the testing hooks, a blob store of the test's own).
 */
export async function createAccountsApp(
  kind: DatabaseKind,
  accounts: Partial<Omit<AccountsOptions, 'config'>> & { config?: Partial<AccountsConfig> } = {},
  app: Pick<
    AppOptions,
    'trustProxy' | 'testingHooks' | 'rateLimits' | 'payoutRails' | 'payoutsConfig' | 'payoutReconciliation'
  > & {
    blobs?: AppOptions['blobs'];
  } = {},
): Promise<AccountsTestApp> {
  const database = await openTestDatabase(kind);
  const clock = testClock();
  const sms = createSandboxSmsProvider({ inbox: true });
  const config: AccountsConfig = {
    jwtSecret: TEST_JWT_SECRET,
    tokenTtlSeconds: 3600,
    sms: 'sandbox',
    smsInbox: true,
    google: undefined,
    rateLimitFactor: 1,
    ...accounts.config,
  };
  const built = await buildApp({
    ...app,
    db: database.db,
    blobs: app.blobs ?? ownBlobStore(),
    publicSiteUrl: TEST_PUBLIC_SITE_URL,
    accounts: { sms, now: clock.now, ...accounts, config },
  });
  return {
    app: built,
    database,
    sms,
    clock,
    config,
    async close() {
      await built.close();
      await database.close();
    },
  };
}

/** `authorization` header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JSON request through `app.inject`, with an optional bearer token. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  { token, body, ip }: { token?: string; body?: unknown; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(body !== undefined ? { payload: body as object } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

let accountCounter = 0;

/** Signs up a fresh password account; its token, id and credentials. */
export async function signUp(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
): Promise<{ token: string; id: number; username: string; email: string; password: string }> {
  accountCounter += 1;
  const username = `tester${process.pid}x${accountCounter}`;
  const body = {
    username,
    email: `${username}@example.org`,
    password: 'correct horse battery',
    ...fields,
  };
  const response = await call(app, 'POST', '/auth/signup/', { body, ip: `10.1.${accountCounter % 250}.1` });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const session = response.json();
  return {
    token: session.access,
    id: session.user.id,
    username: body.username as string,
    email: body.email as string,
    password: body.password as string,
  };
}

/** Signs in a seeded demo account (password `lomi-demo-1234`). */
export async function logIn(app: FastifyInstance, identifier: string, password = 'lomi-demo-1234') {
  const response = await call(app, 'POST', '/auth/jwt/login/', { body: { email: identifier, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const session = response.json();
  return { token: session.access as string, id: session.user.id as number };
}

/** A token for `userId` signed with the test secret at another time (expired ones, for instance). */
export async function tokenAt(
  at: Date,
  user: { id: number; token_version: number },
  { secret = TEST_JWT_SECRET, ttlSeconds = 3600 } = {},
): Promise<string> {
  return (await new AccessTokens({ secret, ttlSeconds, now: () => at }).issue(user)).access;
}
