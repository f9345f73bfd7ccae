import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { LocalBlobStore } from '../../src/media/blob-store.ts';
import { startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test cluster's maintenance database. */
    postgresAdminUrl: string;
    /** Name of the migrated and seeded template database on the cluster. */
    postgresSeededTemplate: string;
    /** A PGlite data folder tarball right after initdb (no migrations). */
    pgliteEmptyDump: string;
    /** A PGlite data folder tarball migrated and seeded. */
    pgliteSeededDump: string;
    /** Blob folder holding the seeded media (content-addressed, shared read-mostly by all suites). */
    mediaDir: string;
  }
}

const seededTemplate = 'lomi_seeded';

/**
 * Runs once per test run: starts PostgreSQL, and seeds one PGlite and one PostgreSQL database that every
 * suite copies (a PGlite tarball, a PostgreSQL template), so each suite gets a fresh seeded database fast.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  const workDir = mkdtempSync(join(tmpdir(), 'lomi-server-test-'));
  const mediaDir = join(workDir, 'media');
  const blobs = new LocalBlobStore(mediaDir);
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${seededTemplate}`);
    await admin.end();
    const postgres = await openDatabase({
      kind: 'postgres',
      url: cluster.adminUrl.replace(/\/postgres$/, `/${seededTemplate}`),
    });
    await migrateToLatest(postgres.db);
    await seedDatabase(postgres.db, blobs);
    await postgres.close();

    const pglite = await openDatabase({ kind: 'pglite', dataDir: undefined });
    const client = pglite.client!;
    const pgliteEmptyDump = join(workDir, 'pglite-empty.tar');
    writeFileSync(pgliteEmptyDump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await migrateToLatest(pglite.db);
    await seedDatabase(pglite.db, blobs);
    const pgliteSeededDump = join(workDir, 'pglite-seeded.tar');
    writeFileSync(pgliteSeededDump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();

    project.provide('postgresAdminUrl', cluster.adminUrl);
    project.provide('postgresSeededTemplate', seededTemplate);
    project.provide('pgliteEmptyDump', pgliteEmptyDump);
    project.provide('pgliteSeededDump', pgliteSeededDump);
    project.provide('mediaDir', mediaDir);
  } catch (error) {
    cluster.stop();
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return () => {
    cluster.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
