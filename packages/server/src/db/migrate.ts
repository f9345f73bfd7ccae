import { Migrator, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';

/** Brings the schema up to the latest migration; throws (naming the migration) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'lomi_migrations',
    migrationLockTableName: 'lomi_migrations_lock',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${name} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
