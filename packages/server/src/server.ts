import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { AccountsConfigError, readAccountsConfig } from './auth/accounts-config.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { ConfigError } from './config-error.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { seedOnStart } from './db/seed/seed-on-start.ts';
import { LocalBlobStore, mediaDir } from './media/blob-store.ts';
import { createPaymentProviders } from './payments/create-payment-providers.ts';
import { readPaymentsConfig, sandboxVariables } from './payments/payments-config.ts';

// The entry point: reads the configuration, prepares the database (migrations, demo content on first start
// outside production) and listens. Everything else lives in app.ts.
let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Refusing to start: ${error.message} See packages/server/README.md, "Environment".\n`);
  process.exit(1);
}
const logger = pino({ level: config.logLevel });
const payments = readPaymentsConfig();

const sandboxed = sandboxVariables(payments);
if (process.env.NODE_ENV === 'production' && sandboxed.length > 0) {
  // The sandbox accepts fake payments: never let it near real donors.
  process.stderr.write(
    `Refusing to start: the sandbox payment provider cannot run with NODE_ENV=production. ` +
      `Set ${sandboxed.join(', ')} to a real provider (see packages/server/README.md, "Payments").\n`,
  );
  process.exit(1);
}

let accounts;
try {
  accounts = readAccountsConfig(process.env, { dataDir: config.dataDir });
} catch (error) {
  if (!(error instanceof AccountsConfigError)) throw error;
  // Like the payment sandbox: a server that would issue forgeable tokens or leak codes must not start.
  process.stderr.write(
    `Refusing to start: ${error.problems.join(' ')} (see packages/server/README.md, "Accounts").\n`,
  );
  process.exit(1);
}

const database = await openConfiguredDatabase(config, logger);
const blobs = new LocalBlobStore(mediaDir(config.dataDir));
const providers = await createPaymentProviders(payments, { db: database.db, logger });
const app = await buildApp({
  db: database.db,
  blobs,
  publicSiteUrl: config.publicSiteUrl,
  trustProxy: config.trustProxy,
  logger,
  payments: { providers, invoiceTtlMs: payments.invoiceTtlMs, checkoutTtlMs: payments.checkoutTtlMs },
  accounts: { config: accounts },
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
});

await seedOnStart(database.db, blobs, { production: process.env.NODE_ENV === 'production', logger: app.log });

closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind,
    dataDir: config.dataDir,
    payments: { mobile: payments.mobile, checkout: payments.checkout, card: payments.card },
  },
  'Lomi is ready',
);
