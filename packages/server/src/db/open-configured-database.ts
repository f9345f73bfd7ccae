import type { Logger } from 'pino';
import type { ServerConfig } from '../config/read-server-config.ts';
import { openDatabase, pgliteDataDir, type LomiDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** Opens the database the configuration names (PostgreSQL when DATABASE_URL is set) and migrates it. */
export async function openConfiguredDatabase(config: ServerConfig, logger: Logger): Promise<LomiDatabase> {
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        onIdleError: (error) =>
          logger.warn({ err: error }, 'an idle database connection broke; reconnecting on demand'),
      })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(config.dataDir) });
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
