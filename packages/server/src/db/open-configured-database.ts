import type { ServerConfig } from '../config.ts';
import { openDatabase, pgliteDataDir, type LomiDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** Opens the database the configuration names (PostgreSQL when DATABASE_URL is set) and migrates it. */
export async function openConfiguredDatabase(config: ServerConfig): Promise<LomiDatabase> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(config.dataDir) });
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
