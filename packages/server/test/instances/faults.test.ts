import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, pgliteDataDir, type LomiDatabase } from '../../src/db/database.ts';
import { openCampaign } from '../support/payments-app.ts';
import { openTestDatabase } from '../support/test-database.ts';
import {
  donate,
  exactlyOnceProblems,
  ledger,
  mixedScenario,
  notificationsPerDonation,
  phoneFor,
  totalsAgainstSums,
  waitFor,
  type LedgerRow,
} from './support/donations.ts';
import { startLomi, type LomiProcess } from './support/lomi-process.ts';
import { startNginx } from './support/nginx.ts';

/**
 * The sandbox phone would answer after a minute: the donations are in flight (initiated, the provider not
 * yet answered, its webhooks waiting in the process's timers) when the kill comes, however slow the machine.
 * The test then makes the provider answer (see {@link providerAnswers}). Reconciliation runs often and a dead
 * instance's claims lapse after 2 s, so the survivors finish within seconds.
 */
const faultEnv = {
  LOMI_SANDBOX_DELAY_MS: '60000',
  LOMI_RECONCILE_INTERVAL_MS: '200',
  LOMI_RECONCILE_LEASE_MS: '2000',
  LOMI_INVOICE_TTL_MS: '120000',
};

/**
 * The payers answer their phones now (after the kill): the sandbox provider, which plays the provider's
 * own database in ours, reports its decisions from now on. Their webhooks died with the killed process.
 */
async function providerAnswers(db: LomiDatabase['db'], invoiceIds: string[]): Promise<void> {
  await db
    .updateTable('sandbox_payments')
    .set({ decide_at: new Date() })
    .where('invoice_id', 'in', invoiceIds)
    .where('outcome', 'is not', null)
    .execute();
}

const inFlight = 100;

/** Fires the donations at `base` all at once; resolves with their invoice ids once each has been initiated. */
async function donationsInFlight(base: string, campaignId: number, offset: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: inFlight }, (_, index) =>
      donate(base, campaignId, phoneFor(offset + index, mixedScenario(index)), 500 + index),
    ),
  );
}

/** After the kill, before any restart: every donation is still pending (the kill came before any answer). */
function expectAllPending(rows: readonly LedgerRow[]): void {
  expect(rows.length).toBe(inFlight);
  expect(rows.filter((row) => row.status !== 'pending')).toEqual([]);
}

/** Once the provider has answered and reconciliation ran: credited exactly once, none lost, totals = sums. */
async function expectExactlyOnce(db: LomiDatabase['db'], invoiceIds: string[], campaignId: number) {
  const rows = await ledger(db, invoiceIds);
  expect(rows.length).toBe(inFlight);
  expect(exactlyOnceProblems(rows)).toEqual([]);
  expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
  const approved = rows.filter((row) => row.provider_outcome === 'succeeded');
  expect(approved.length).toBe(
    Array.from({ length: inFlight }, (_, index) => mixedScenario(index)).filter((s) => s !== 'decline')
      .length,
  );
  const totals = await totalsAgainstSums(db, campaignId);
  expect(totals.kept).toEqual(totals.summed);
  const notifications = await notificationsPerDonation(db, invoiceIds);
  expect(notifications.length).toBe(approved.length);
  expect(notifications.every((row) => Number(row.notifications) === 1)).toBe(true);
}

const settled = (db: LomiDatabase['db'], invoiceIds: string[]) =>
  waitFor(
    'reconciliation to settle every donation',
    async () => {
      const rows = await ledger(db, invoiceIds);
      return rows.length === invoiceIds.length && rows.every((row) => row.status !== 'pending')
        ? rows
        : undefined;
    },
    60_000,
  );

// Issue 16 #5: SIGKILL with 100 mobile-money donations in flight, restart on the same data.
describe('SIGKILL with 100 donations in flight, restarted on the same data', () => {
  it('on PGlite: every approved donation is credited exactly once', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lomi-fault-pglite-'));
    let server: LomiProcess | undefined;
    try {
      // The seeded test database, as the server's persistent data folder.
      const prepared = await openDatabase({
        kind: 'pglite',
        dataDir: pgliteDataDir(dataDir),
        loadDataDir: new Blob([readFileSync(inject('pgliteSeededDump'))]),
      });
      const campaignId = await openCampaign(prepared);
      await prepared.close();

      server = await startLomi({ ...faultEnv, LOMI_DATA_DIR: dataDir });
      const invoiceIds = await donationsInFlight(server.base, campaignId, 0);
      await server.kill();

      // PGlite is one process: the test looks at the data folder between the kill and the restart.
      const afterKill = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
      expectAllPending(await ledger(afterKill.db, invoiceIds));
      await providerAnswers(afterKill.db, invoiceIds);
      await afterKill.close();

      // The killed server's lock is taken over; a second process on the same folder is refused.
      server = await startLomi({ ...faultEnv, LOMI_DATA_DIR: dataDir });
      const second = await startLomi({ ...faultEnv, LOMI_DATA_DIR: dataDir }).catch((error: Error) => error);
      expect(String(second)).toContain('in use by another Lomi process');
      // Settled as the server sees it (the public invoice status), then checked in the data folder.
      await waitFor(
        'reconciliation to settle every donation',
        async () => {
          const statuses = await Promise.all(
            invoiceIds.map(async (id) => {
              const response = await fetch(`${server!.base}/api/invoices/${id}`);
              return ((await response.json()) as { status: string }).status;
            }),
          );
          return statuses.every((status) => status !== 'pending') ? true : undefined;
        },
        60_000,
      );
      expect(await server.stop()).toBe(0);
      server = undefined;
      const after = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
      try {
        await expectExactlyOnce(after.db, invoiceIds, campaignId);
      } finally {
        await after.close();
      }
    } finally {
      await server?.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('on PostgreSQL', () => {
    let database: LomiDatabase & { url?: string };
    const started: LomiProcess[] = [];
    afterAll(async () => {
      await Promise.all(started.map((server) => server.kill()));
      await database?.close();
    });

    it('one instance: every approved donation is credited exactly once', { timeout: 180_000 }, async () => {
      database = await openTestDatabase('postgres');
      const campaignId = await openCampaign(database);
      const env = { ...faultEnv, DATABASE_URL: database.url! };
      const first = await startLomi(env);
      started.push(first);
      const invoiceIds = await donationsInFlight(first.base, campaignId, 0);
      await first.kill();
      expectAllPending(await ledger(database.db, invoiceIds));
      await providerAnswers(database.db, invoiceIds);

      const second = await startLomi(env);
      started.push(second);
      await settled(database.db, invoiceIds);
      await expectExactlyOnce(database.db, invoiceIds, campaignId);
    });

    it(
      'one of two instances behind nginx: the other finishes the work, exactly once',
      { timeout: 180_000 },
      async () => {
        const campaignId = await openCampaign(database, 1);
        const env = { ...faultEnv, DATABASE_URL: database.url! };
        const [victim, survivor] = await Promise.all([startLomi(env), startLomi(env)]);
        started.push(victim, survivor);
        const proxy = await startNginx([victim.base, survivor.base]);
        try {
          const invoiceIds = await donationsInFlight(proxy.base, campaignId, 1_000);
          await victim.kill();
          expectAllPending(await ledger(database.db, invoiceIds));
          await providerAnswers(database.db, invoiceIds);
          // The victim had initiated its share; their webhooks died with it.
          expect(victim.output()).toContain('/api/donation/');
          await settled(database.db, invoiceIds);
          await expectExactlyOnce(database.db, invoiceIds, campaignId);
        } finally {
          await proxy.stop();
        }
      },
    );
  });
});
