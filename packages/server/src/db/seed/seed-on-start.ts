import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../../media/blob-store.ts';
import type { Database } from '../schema.ts';
import { isDatabaseEmpty, seedDatabase } from './seed.ts';

/**
 * What the server does with the database on start: outside production, fill an empty one with the demo
 * content (so `npm start` shows a living site). Under NODE_ENV=production never: the demo accounts
 * (`owner@example.com` / `lomi-demo-1234`, …) would be real accounts anyone could sign in to. An explicit
 * `npm run seed` still seeds, for a staging server that wants the demo.
 */
export async function seedOnStart(
  db: Kysely<Database>,
  blobs: BlobStore,
  { production, logger }: { production: boolean; logger: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  if (production) {
    if (await isDatabaseEmpty(db)) {
      logger.info(
        'NODE_ENV=production: the empty database was not seeded with demo content (`npm run seed` adds it)',
      );
    }
    return;
  }
  const seeded = await seedDatabase(db, blobs);
  if (seeded.seeded) logger.info(seeded, 'seeded the empty database with demo content');
}
