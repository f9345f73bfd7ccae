import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError } from './config/config-error.ts';
import { readServerConfig, type ServerConfig } from './config/read-server-config.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { seedOnStart } from './db/seed/seed-on-start.ts';
import { openConfiguredBlobStore } from './media/configured-blob-store.ts';

// The entry point: reads the configuration, prepares the database (migrations, demo content on first start
// outside production) and listens. Everything else lives in app.ts.
let config: ServerConfig;
try {
  config = readServerConfig(process.env, { keepDevSecret: true });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A line per problem for the person starting the server, no stack trace: the sandboxes in production, a
  // missing token secret or a malformed limit all stop here, before anything is opened.
  const lines = error.problems.map((problem) => `Refusing to start: ${problem}`);
  process.stderr.write(`${lines.join('\n')} See packages/server/README.md, "Environment".\n`);
  process.exit(1);
}
const logger = pino({ level: config.logLevel });
const payments = config.payments;

const database = await openConfiguredDatabase(config, logger);
const media = openConfiguredBlobStore(config.media, config.dataDir);
const blobs = media.blobs;
const app = await buildApp({
  db: database.db,
  blobs,
  publicSiteUrl: config.publicSiteUrl,
  trustProxy: config.trustProxy,
  testingHooks: config.testingHooks,
  logger,
  paymentsConfig: payments,
  production: config.production,
  accounts: { config: config.accounts },
  siteSettings: config.siteSettings,
  rateLimits: config.rateLimits,
  // The app starts reconciliation when it is ready and stops it when it closes.
  reconciliation: {
    intervalMs: payments.reconcileIntervalMs,
    ...payments.reconcile,
    backlogAlert: { threshold: payments.reconcileBacklogAlert, runs: 3 },
    onReport: (report) => {
      // The due backlog of every run that had one: what an operator watches.
      if (report.due > 0 || report.checked > 0) logger.info(report, 'reconciled pending invoices');
    },
  },
  payoutsConfig: config.payouts,
  // Pending payouts are checked with their rail on the same beat.
  payoutReconciliation: { intervalMs: payments.reconcileIntervalMs },
});

await seedOnStart(database.db, blobs, { production: config.production, logger: app.log });

closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  media.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind,
    dataDir: config.dataDir,
    media: media.where,
    payments: { mobile: payments.mobile, checkout: payments.checkout, card: payments.card },
  },
  'Lomi is ready',
);
