import type { FastifyInstance } from 'fastify';
import { createServer, type AddressInfo } from 'node:net';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { DatabaseKind, LomiDatabase } from '../../src/db/database.ts';
import type { InitiationLimits } from '../../src/payments/initiation/initiation-limits.ts';
import { InvoiceRepository } from '../../src/payments/invoices/invoice-repository.ts';
import { InvoiceSettlement } from '../../src/payments/invoices/invoice-settlement.ts';
import { providerById, type PaymentProviders } from '../../src/payments/provider-registry.ts';
import {
  createSandboxProvider,
  type SandboxProvider,
} from '../../src/payments/providers/sandbox/sandbox-provider.ts';
import { openTestDatabase } from './test-database.ts';
import { ownBlobStore } from './own-media-dir.ts';

export const TEST_SANDBOX_SECRET = 'test-sandbox-secret';

/**
 * Limits no payments test reaches (they donate many times from 127.0.0.1); the tests of the limits
 * themselves pass their own.
 */
export const UNLIMITED_INITIATION: InitiationLimits = {
  perClient: { max: 1_000_000, windowMs: 60_000 },
  perPhone: { max: 1_000_000, windowMs: 60_000 },
  pendingPerClient: 1_000_000,
  pendingPerPhone: 1_000_000,
};

/** A listening app on a fresh seeded database with the sandbox as every provider. */
export interface PaymentsTestApp {
  app: FastifyInstance;
  database: LomiDatabase;
  sandbox: SandboxProvider;
  providers: PaymentProviders;
  invoices: InvoiceRepository;
  settlement: InvoiceSettlement;
  /** `http://127.0.0.1:<port>`: the sandbox delivers its webhooks here over real HTTP. */
  base: string;
  /** The app's configured public origin: `base` unless the test named another. */
  publicSiteUrl: string;
  /** POSTs JSON to `path` over HTTP. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the app on 127.0.0.1 with a sandbox whose phones answer after `delayMs` and whose webhooks are
 * signed with {@link TEST_SANDBOX_SECRET}. Its public origin is its own address (so a browser-like client can
 * follow the URLs it hands out), or `publicSiteUrl`.
 */
export async function startPaymentsApp(
  kind: DatabaseKind,
  {
    delayMs = 30,
    invoiceTtlMs = 15 * 60_000,
    checkoutTtlMs = 25 * 60 * 60_000,
    pollVerify = { minAgeMs: 5_000, debounceMs: 5_000 },
    publicSiteUrl = undefined as string | undefined,
    trustProxy = undefined as AppOptions['trustProxy'],
    initiationLimits = UNLIMITED_INITIATION,
    wrap = (sandbox: SandboxProvider): PaymentProviders => ({
      mobile: sandbox,
      checkout: sandbox,
      card: sandbox,
    }),
  } = {},
): Promise<PaymentsTestApp> {
  const database = await openTestDatabase(kind);
  const sandbox = createSandboxProvider({ db: database.db, webhookSecret: TEST_SANDBOX_SECRET, delayMs });
  const providers = wrap(sandbox);
  // The public origin is configuration, fixed before the app listens: take a free port first.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    db: database.db,
    blobs: ownBlobStore(),
    publicSiteUrl: publicSiteUrl ?? base,
    ...(trustProxy === undefined ? {} : { trustProxy }),
    payments: { providers, invoiceTtlMs, checkoutTtlMs, pollVerify, initiationLimits },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const invoices = new InvoiceRepository(database.db);
  return {
    app,
    database,
    sandbox,
    providers,
    invoices,
    settlement: new InvoiceSettlement(invoices, (id) => providerById(providers, id)),
    base,
    publicSiteUrl: publicSiteUrl ?? base,
    post: (path, body, headers = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A port no one listens on now (the system's choice for port 0, released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** An active campaign of an approved organization with no past deadline, and its ETB/USD totals. */
export async function openCampaign(database: LomiDatabase, offset = 0): Promise<number> {
  const row = await database.db
    .selectFrom('campaigns as c')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .select('c.id')
    .where('o.approval_status', '=', 'approved')
    .where('c.status', '=', 'active')
    .where((eb) => eb.or([eb('c.deadline', 'is', null), eb('c.deadline', '>', new Date())]))
    .orderBy('c.id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The campaign's derived totals (completed donations only). */
export async function campaignTotals(database: LomiDatabase, campaignId: number) {
  return database.db
    .selectFrom('campaign_totals')
    .select(['etb_minor', 'usd_minor', 'collected_etb_minor', 'donation_count'])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
}

/** Polls `check` until it returns a value other than undefined (real timers; the sandbox delays are short). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
