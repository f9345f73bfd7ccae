import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseKind, type LomiDatabase } from '../../src/db/database.ts';

/** Both engines; suites run `describe.each(databaseKinds)`. */
export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres'];

let counter = 0;

/**
 * A fresh database of `kind` for one suite: seeded (a copy of the global setup's seeded database) or empty
 * (no migrations). `url` is set for PostgreSQL, for tests that run the CLI against it.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { seeded = true }: { seeded?: boolean } = {},
): Promise<LomiDatabase & { url?: string }> {
  if (kind === 'pglite') {
    const dump = readFileSync(inject(seeded ? 'pgliteSeededDump' : 'pgliteEmptyDump'));
    return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: new Blob([dump]) });
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `lomi_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${inject('postgresSeededTemplate')}` : ''}`,
  );
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
