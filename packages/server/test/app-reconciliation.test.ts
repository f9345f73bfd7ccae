import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { ReconcileReport } from '../src/payments/reconciliation/reconcile-invoices.ts';
import { eventually } from './support/payments-app.ts';
import { TEST_PUBLIC_SITE_URL } from './support/test-app.ts';
import { databaseKinds, openTestDatabase } from './support/test-database.ts';
import { ownBlobStore } from './support/own-media-dir.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Reconciliation is part of the app (server.ts only asks for it): it runs from ready() until close().
describe.each(databaseKinds)('the reconciliation job of the app on %s', (kind) => {
  it('starts when the app is ready and stops when it closes', async () => {
    const database = await openTestDatabase(kind);
    const reports: ReconcileReport[] = [];
    const app = await buildApp({
      db: database.db,
      blobs: ownBlobStore(),
      publicSiteUrl: TEST_PUBLIC_SITE_URL,
      reconciliation: { intervalMs: 20, onReport: (report) => reports.push(report) },
    });
    try {
      await sleep(100);
      expect(reports).toHaveLength(0);

      await app.ready();
      await eventually(async () => (reports.length >= 2 ? true : undefined));
    } finally {
      await app.close();
    }
    const runs = reports.length;
    await sleep(100);
    expect(reports).toHaveLength(runs);
    await database.close();
  });
});
