import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { LocalBlobStore, mediaDir } from './media/blob-store.ts';

// The entry point: reads the configuration, prepares the database (migrations, demo content on first start)
// and listens. Everything else lives in app.ts.
const config = readConfig();
const logger = pino({ level: config.logLevel });
const database = await openConfiguredDatabase(config, logger);
const blobs = new LocalBlobStore(mediaDir(config.dataDir));
const app = await buildApp({
  db: database.db,
  blobs,
  publicSiteUrl: config.publicSiteUrl,
  logger,
});

const seeded = await seedDatabase(database.db, blobs);
if (seeded.seeded) {
  app.log.info(seeded, 'seeded the empty database with demo content');
}

closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info({ database: database.kind, dataDir: config.dataDir }, 'Lomi is ready');
