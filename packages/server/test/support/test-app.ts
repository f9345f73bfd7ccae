import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { DatabaseKind, LomiDatabase } from '../../src/db/database.ts';
import { LocalBlobStore } from '../../src/media/blob-store.ts';
import type { StaticDirs } from '../../src/static/static-routes.ts';
import { openTestDatabase } from './test-database.ts';

/** The public origin test apps are configured with; requests name other hosts to show it is never theirs. */
export const TEST_PUBLIC_SITE_URL = 'http://lomi.test';

/** An app over a fresh seeded database of `kind`; `close()` closes both. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { staticDirs?: StaticDirs; publicSiteUrl?: string; trustProxy?: AppOptions['trustProxy'] } = {},
): Promise<{ app: FastifyInstance; database: LomiDatabase; close(): Promise<void> }> {
  const database = await openTestDatabase(kind);
  const app = await buildApp({
    db: database.db,
    blobs: new LocalBlobStore(inject('mediaDir')),
    publicSiteUrl: TEST_PUBLIC_SITE_URL,
    ...options,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
