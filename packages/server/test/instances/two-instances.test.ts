import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LomiDatabase } from '../../src/db/database.ts';
import {
  signSandboxPayload,
  SANDBOX_SIGNATURE_HEADER,
} from '../../src/payments/providers/sandbox/sandbox-signature.ts';
import { EXPIRED_MESSAGE } from '../../src/payments/reconciliation/reconcile-invoices.ts';
import { openCampaign } from '../support/payments-app.ts';
import { startS3Server, type S3Server } from '../support/s3-server.ts';
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
} from './support/donations.ts';
import { instanceEnv, startLomi, type LomiProcess } from './support/lomi-process.ts';
import { startNginx, type Nginx } from './support/nginx.ts';
import { payoutLedger, sandboxPayoutsInFlight } from './support/payouts.ts';

/** Requests to `path…` that an instance served, from its request log. */
function served(instance: LomiProcess, pathPrefix: string): number {
  return instance
    .logLines()
    .filter(
      (line) =>
        line.msg === 'incoming request' &&
        String((line.req as { url?: string } | undefined)?.url ?? '').startsWith(pathPrefix),
    ).length;
}

/** The sum of one counter over every reconciliation report an instance logged. */
function reconciled(instance: LomiProcess, counter: 'succeeded' | 'failed' | 'expired'): number {
  return instance
    .logLines()
    .filter((line) => line.msg === 'reconciled pending invoices')
    .reduce((sum, line) => sum + Number(line[counter] ?? 0), 0);
}

// Issue 16 #4: two API instances as real processes on one real PostgreSQL, behind Debian's nginx.
describe('two instances on one PostgreSQL behind nginx', () => {
  let database: LomiDatabase & { url?: string };
  let campaignId: number;
  let a: LomiProcess;
  let b: LomiProcess;
  let proxy: Nginx;
  let s3: S3Server;
  let dataDirs: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    campaignId = await openCampaign(database);
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: database.url!,
      LOMI_SANDBOX_DELAY_MS: '300',
      LOMI_RECONCILE_INTERVAL_MS: '200',
      LOMI_RECONCILE_LEASE_MS: '5000',
      LOMI_INVOICE_TTL_MS: '4000',
      LOMI_SANDBOX_PAYOUT_DELAY_MS: '100',
      LOMI_ACCOUNT_RATE_LIMIT_FACTOR: '100',
      // Media in the bucket; each instance's own data folder (its local disk) is one the other never sees.
      LOMI_MEDIA_STORE: 's3',
      LOMI_S3_ENDPOINT: s3.endpoint,
      LOMI_S3_REGION: s3.region,
      LOMI_S3_BUCKET: s3.bucket,
      LOMI_S3_ACCESS_KEY_ID: s3.accessKeyId,
      LOMI_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      LOMI_S3_FORCE_PATH_STYLE: '1',
    };
    dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'lomi-instance-')));
    [a, b] = await Promise.all([
      startLomi({ ...env, LOMI_DATA_DIR: dataDirs[0]! }),
      startLomi({ ...env, LOMI_DATA_DIR: dataDirs[1]! }),
    ]);
    proxy = await startNginx([a.base, b.base]);
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.stop();
    await database?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves an image uploaded through one instance from the other, via the S3 store', async () => {
    const signup = await fetch(`${a.base}/auth/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'instancecreator',
        email: 'instancecreator@example.org',
        password: 'correct horse battery',
      }),
    });
    expect(signup.status).toBe(201);
    const creator = (await signup.json()) as { access: string; user: { id: number } };
    const organization = await database.db
      .insertInto('organizations')
      .values({
        owner_user_id: creator.user.id,
        name: 'Gondar schools',
        email: 'org@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'Owner',
        approval_status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1e7850' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('title', 'Desks for Gondar schools');
    form.set('description', 'Two hundred desks for three schools.');
    form.set('category', '4');
    form.set('createdBy', String(organization.id));
    form.set('goalEtbAmount', '5000000');
    form.set('goalUsdAmount', '0');
    form.set('createdByCharity', 'false');
    form.set('image', new File([Uint8Array.from(photo)], 'desks.jpg', { type: 'image/jpeg' }));
    const created = await fetch(`${a.base}/api/campaigns/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${creator.access}` },
      body: form,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const campaign = (await created.json()) as { images: { url: string }[] };
    const url = campaign.images[0]!.url;

    const fromA = await fetch(new URL(url, a.base));
    const fromB = await fetch(new URL(url, b.base));
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesB.equals(bytesA)).toBe(true);
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(await sharp(bytesB).metadata()).toMatchObject({ format: 'webp', width: 640 });
    // The bytes live in the bucket, not on either instance's disk.
    expect(readdirSync(join(s3.directory, s3.bucket)).length).toBeGreaterThan(0);
    for (const dataDir of dataDirs) expect(readdirSync(dataDir)).not.toContain('media');
  });

  it(
    'credits each of 200 concurrent donations through nginx exactly once, and the totals equal the sums',
    { timeout: 120_000 },
    async () => {
      const before = await totalsAgainstSums(database.db, campaignId);
      const count = 200;
      const scenarios = Array.from({ length: count }, (_, index) => mixedScenario(index));
      const invoiceIds = await Promise.all(
        scenarios.map((scenario, index) =>
          donate(proxy.base, campaignId, phoneFor(index, scenario), 1_000 + index),
        ),
      );
      expect(new Set(invoiceIds).size).toBe(count);
      // nginx gave both instances their share.
      const viaA = served(a, '/api/donation/');
      const viaB = served(b, '/api/donation/');
      expect(viaA + viaB).toBe(count);
      expect(Math.min(viaA, viaB)).toBeGreaterThan(count / 4);

      // Approvals by webhook within a second; lost webhooks by reconciliation at the latest at expiry.
      const rows = await waitFor(
        'every donation settled',
        async () => {
          const current = await ledger(database.db, invoiceIds);
          return current.every((row) => row.status !== 'pending') ? current : undefined;
        },
        60_000,
      );
      expect(exactlyOnceProblems(rows)).toEqual([]);
      const credited = rows.filter((row) => row.status === 'success');
      expect(credited.length).toBe(scenarios.filter((s) => s !== 'decline').length);
      expect(rows.filter((row) => row.status === 'failed').length).toBe(
        scenarios.filter((s) => s === 'decline').length,
      );

      const after = await totalsAgainstSums(database.db, campaignId);
      expect(after.kept).toEqual(after.summed);
      const creditedSum = credited.reduce((sum, row) => sum + row.amount_minor, 0);
      expect(after.kept.etb_minor - before.kept.etb_minor).toBe(creditedSum);
      expect(after.kept.donation_count - before.kept.donation_count).toBe(credited.length);
      // The owner hears of each donation once, whichever instance credited it.
      const notifications = await notificationsPerDonation(database.db, invoiceIds);
      expect(notifications.length).toBe(credited.length);
      expect(notifications.every((row) => Number(row.notifications) === 1)).toBe(true);
    },
  );

  it('credits once when the same webhook reaches both instances at once', { timeout: 60_000 }, async () => {
    // Approved by the provider with the webhook lost: the test delivers it itself, to both instances at once.
    const invoiceIds = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        donate(a.base, campaignId, phoneFor(300 + index, 'webhook-lost'), 2_000 + index),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the sandbox delay: decided
    const payments = await database.db
      .selectFrom('sandbox_payments')
      .selectAll()
      .where('invoice_id', 'in', invoiceIds)
      .execute();
    const statuses = await Promise.all(
      payments.map(async (payment) => {
        const body = JSON.stringify({
          id: `evt_${randomUUID()}`,
          type: 'payment.updated',
          created: Math.floor(Date.now() / 1000),
          data: {
            invoice_id: payment.invoice_id,
            reference: payment.reference,
            status: 'succeeded',
            amount_minor: payment.reported_amount_minor,
            currency: payment.currency,
          },
        });
        const headers = {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
            body,
            instanceEnv.LOMI_SANDBOX_WEBHOOK_SECRET!,
            Math.floor(Date.now() / 1000),
          ),
        };
        const send = (base: string) =>
          fetch(`${base}/api/webhooks/sandbox`, { method: 'POST', headers, body }).then((r) => r.status);
        return Promise.all([send(a.base), send(b.base)]);
      }),
    );
    // Both deliveries are acknowledged (a provider must not retry either)…
    expect(statuses.flat().every((status) => status >= 200 && status < 300)).toBe(true);
    // …and each event is recorded once, the invoice credited once.
    const rows = await waitFor(
      'the webhooks settled',
      async () => {
        const current = await ledger(database.db, invoiceIds);
        return current.every((row) => row.status !== 'pending') ? current : undefined;
      },
      20_000,
    );
    expect(exactlyOnceProblems(rows)).toEqual([]);
    expect(rows.every((row) => row.status === 'success')).toBe(true);
    const notifications = await notificationsPerDonation(database.db, invoiceIds);
    expect(notifications.every((row) => Number(row.notifications) === 1)).toBe(true);
    expect(notifications.length).toBe(invoiceIds.length);
  });

  it(
    'runs reconciliation and expiry once across the instances: each due invoice is settled by one of them',
    { timeout: 90_000 },
    async () => {
      const succeededBefore = reconciled(a, 'succeeded') + reconciled(b, 'succeeded');
      const expiredBefore = reconciled(a, 'expired') + reconciled(b, 'expired');
      // Lost webhooks only reconciliation finds, and phones nobody answers, which expire.
      const lost = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          donate(proxy.base, campaignId, phoneFor(400 + index, 'webhook-lost'), 3_000 + index),
        ),
      );
      const unanswered = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          donate(proxy.base, campaignId, phoneFor(500 + index, 'never-answered'), 4_000 + index),
        ),
      );
      const rows = await waitFor(
        'reconciliation settled them all',
        async () => {
          const current = await ledger(database.db, [...lost, ...unanswered]);
          return current.every((row) => row.status !== 'pending') ? current : undefined;
        },
        60_000,
      );
      expect(exactlyOnceProblems(rows)).toEqual([]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(lost.every((id) => byId.get(id)!.status === 'success')).toBe(true);
      expect(unanswered.every((id) => byId.get(id)!.failure_reason === EXPIRED_MESSAGE)).toBe(true);
      // Let the last reports be written, then count: the runs of both instances together settled each
      // invoice once (a second settle of one invoice would count twice).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const succeeded = [a, b].map((instance) => reconciled(instance, 'succeeded'));
      const expired = [a, b].map((instance) => reconciled(instance, 'expired'));
      expect(succeeded[0]! + succeeded[1]! - succeededBefore).toBe(lost.length);
      expect(expired[0]! + expired[1]! - expiredBefore).toBe(unanswered.length);
      // Both did some of the work.
      expect(Math.min(succeeded[0]! + expired[0]!, succeeded[1]! + expired[1]!)).toBeGreaterThan(0);
      const totals = await totalsAgainstSums(database.db, campaignId);
      expect(totals.kept).toEqual(totals.summed);
    },
  );

  it(
    'runs payout reconciliation once across the instances: each lost callback is found, paid once',
    { timeout: 90_000 },
    async () => {
      const { withdrawalIds } = await sandboxPayoutsInFlight(proxy.base, database.db, 10);
      // The rails' first verify comes a minute after the payment; the test brings it forward, once the
      // sandbox bank has settled every transfer (100 ms after it was sent). Brought forward sooner, the last
      // transfer could be verified while still pending, and its next verify would come a minute later.
      await waitFor(
        'the sandbox settled every transfer',
        async () => {
          const { rows } = await sql<{ unsettled: number }>`
            SELECT count(*)::int AS unsettled FROM sandbox_payouts WHERE settle_at > now()`.execute(
            database.db,
          );
          return rows[0]!.unsettled === 0 ? true : undefined;
        },
        10_000,
      );
      await database.db
        .updateTable('payout_attempts')
        .set({ next_verify_at: new Date() })
        .where('withdrawal_id', 'in', withdrawalIds)
        .where('status', '=', 'pending')
        .execute();
      const rows = await waitFor(
        'payout reconciliation settled every withdrawal',
        async () => {
          const current = await payoutLedger(database.db, withdrawalIds);
          return current.every((row) => row.status === 'paid') ? current : undefined;
        },
        30_000,
      );
      // One attempt each, settled paid once: the owner heard once, the donations are covered once.
      for (const row of rows) {
        expect({
          attempts: Number(row.attempts),
          notices: Number(row.paid_notices),
          covered: Number(row.covered),
        }).toEqual({
          attempts: 1,
          notices: 1,
          covered: 1,
        });
      }
    },
  );
});
