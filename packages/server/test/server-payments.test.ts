import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openCampaign } from './support/payments-app.ts';
import { openTestDatabase } from './support/test-database.ts';

const entry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('server entry with payments', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-server-payments-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start the sandbox under NODE_ENV=production, exiting non-zero with a clear message', async () => {
    const child = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOMI_DATA_DIR: dataDir,
        PORT: '0',
        PUBLIC_SITE_URL: 'https://lomi.example.org',
        LOMI_PAYMENTS_CARD: 'sandbox',
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('the sandbox payment provider cannot run with NODE_ENV=production');
    // A line for each way of paying the sandbox would serve.
    for (const name of ['LOMI_PAYMENTS_MOBILE', 'LOMI_PAYMENTS_CHECKOUT', 'LOMI_PAYMENTS_CARD']) {
      expect(stderr).toContain(`Refusing to start: ${name} must be`);
    }
  });
});

describe('server entry with the sandbox on PostgreSQL', () => {
  it(
    'takes a donation end to end over HTTP: webhook success, and a lost webhook found by the reconciliation timer',
    { timeout: 60_000 },
    async () => {
      const database = await openTestDatabase('postgres');
      const campaignId = await openCampaign(database);
      const port = await freePort();
      const child = spawn(process.execPath, [entry], {
        env: {
          ...process.env,
          DATABASE_URL: database.url!,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOMI_SANDBOX_DELAY_MS: '50',
          LOMI_RECONCILE_INTERVAL_MS: '200',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const base = `http://127.0.0.1:${port}`;
      try {
        for (let attempt = 0; ; attempt++) {
          if (attempt > 200 || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
          if (
            await fetch(`${base}/api/health`).then(
              (r) => r.ok,
              () => false,
            )
          )
            break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const donate = async (phone: string) => {
          const response = await fetch(`${base}/api/donation/lakipay/direct/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              amount: 5_000,
              campaign_id: campaignId,
              phone_number: phone,
              anonymous: true,
              medium: 'telebirr',
            }),
          });
          expect(response.status).toBe(201);
          return ((await response.json()) as { invoice_id: string }).invoice_id;
        };
        const settled = async (id: string) => {
          for (let attempt = 0; attempt < 100; attempt++) {
            const invoice = (await (await fetch(`${base}/api/invoices/${id}`)).json()) as { status: string };
            if (invoice.status !== 'pending') return invoice.status;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return 'pending';
        };
        const [viaWebhook, viaReconciliation] = await Promise.all([
          donate('251955556666'),
          donate('251955550005'),
        ]);
        expect(await settled(viaWebhook)).toBe('success');
        expect(await settled(viaReconciliation)).toBe('success');
        expect(output).toContain('reconciled pending invoices');
      } finally {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
        await database.close();
      }
    },
  );
});
