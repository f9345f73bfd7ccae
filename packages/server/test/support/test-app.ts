import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { DatabaseKind, LomiDatabase } from '../../src/db/database.ts';
import type { StaticDirs } from '../../src/static/static-routes.ts';
import { openTestDatabase } from './test-database.ts';
import type { BlobStore } from '../../src/media/blob-store.ts';
import { ownBlobStore } from './own-media-dir.ts';

/** The public origin test apps are configured with; requests name other hosts to show it is never theirs. */
export const TEST_PUBLIC_SITE_URL = 'http://lomi.test';

/** An app over a fresh seeded database of `kind`; `close()` closes both. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { staticDirs?: StaticDirs; publicSiteUrl?: string; trustProxy?: AppOptions['trustProxy'] } = {},
): Promise<{ app: FastifyInstance; database: LomiDatabase; blobs: BlobStore; close(): Promise<void> }> {
  const database = await openTestDatabase(kind);
  const blobs = ownBlobStore();
  const app = await buildApp({
    db: database.db,
    blobs,
    publicSiteUrl: TEST_PUBLIC_SITE_URL,
    ...options,
  });
  return {
    app,
    database,
    blobs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
