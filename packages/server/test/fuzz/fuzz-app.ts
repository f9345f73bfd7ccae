import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp } from '../../src/app.ts';
import { createSandboxSmsProvider } from '../../src/auth/sms/sandbox-sms-provider.ts';
import type { DatabaseKind, LomiDatabase } from '../../src/db/database.ts';
import { createSandboxProvider } from '../../src/payments/providers/sandbox/sandbox-provider.ts';
import { TEST_JWT_SECRET } from '../support/accounts-app.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { TEST_PUBLIC_SITE_URL } from '../support/test-app.ts';
import { ownBlobStore } from '../support/own-media-dir.ts';

export interface FuzzApp {
  app: FastifyInstance;
  database: LomiDatabase;
  /** A bearer token of user `id` as the server issues them, for their current token version. */
  tokenOf(id: number): Promise<string>;
  /** A token signed with the server's key whose subject is `subject` as written (not an id it issued). */
  tokenWithSubject(subject: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The app on a fresh seeded database, set so that nothing writes between requests on its own: the sandbox
 * never decides a payment during the run (its webhooks would land between two requests and look like a
 * refused request's write), and a poll of a pending invoice never asks the provider in the background.
 * Rate limits stay as configured (each request comes from its own address) except the per-account ones,
 * raised so the demo accounts are not locked out half-way. A minimal site and elements build is served,
 * so page routes answer as in production rather than "build missing".
 */
export async function startFuzzApp(kind: DatabaseKind): Promise<FuzzApp> {
  const database = await openTestDatabase(kind);
  const root = mkdtempSync(join(tmpdir(), 'lomi-fuzz-'));
  mkdirSync(join(root, 'site', 'assets'), { recursive: true });
  mkdirSync(join(root, 'elements'), { recursive: true });
  writeFileSync(
    join(root, 'site', 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lomi</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'site', 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(join(root, 'elements', 'lomi.js'), 'console.log(2);');
  const sandbox = createSandboxProvider({
    db: database.db,
    webhookSecret: 'fuzz-sandbox-secret',
    delayMs: 7 * 24 * 3600_000,
  });
  const app = await buildApp({
    db: database.db,
    blobs: ownBlobStore(),
    publicSiteUrl: TEST_PUBLIC_SITE_URL,
    staticDirs: { site: join(root, 'site'), elements: join(root, 'elements') },
    payments: {
      providers: { mobile: sandbox, checkout: sandbox, card: sandbox },
      pollVerify: { minAgeMs: 365 * 24 * 3600_000, debounceMs: 365 * 24 * 3600_000 },
    },
    accounts: {
      sms: createSandboxSmsProvider(),
      config: {
        jwtSecret: TEST_JWT_SECRET,
        tokenTtlSeconds: 3600,
        sms: 'sandbox',
        smsInbox: false,
        google: undefined,
        rateLimitFactor: 1000,
      },
    },
  });
  await app.ready();
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const sign = (subject: string, version: number) =>
    new SignJWT({ ver: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer('lomi')
      .setAudience('lomi-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
  return {
    app,
    database,
    async tokenOf(id) {
      const { token_version: version } = await database.db
        .selectFrom('users')
        .select('token_version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return sign(String(id), version);
    },
    tokenWithSubject: (subject) => sign(subject, 0),
    async close() {
      await app.close();
      await database.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
