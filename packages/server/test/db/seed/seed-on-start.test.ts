import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { migrateToLatest } from '../../../src/db/migrate.ts';
import { isDatabaseEmpty } from '../../../src/db/seed/seed.ts';
import { seedOnStart } from '../../../src/db/seed/seed-on-start.ts';
import { LocalBlobStore } from '../../../src/media/blob-store.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('seeding on start on %s', (kind) => {
  let database: LomiDatabase;
  const blobs = () => new LocalBlobStore(inject('mediaDir'));
  const logger = () => {
    const lines: unknown[][] = [];
    return { lines, info: (...args: unknown[]) => void lines.push(args) };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: false });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('never creates the demo accounts under NODE_ENV=production, and says so once', async () => {
    const log = logger();
    await seedOnStart(database.db, blobs(), { production: true, logger: log });
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await database.db.selectFrom('organizations').select('id').execute()).toEqual([]);
    expect(log.lines).toEqual([
      ['NODE_ENV=production: the empty database was not seeded with demo content (`npm run seed` adds it)'],
    ]);
  });

  it('seeds the empty database otherwise, and only once', async () => {
    const first = logger();
    await seedOnStart(database.db, blobs(), { production: false, logger: first });
    const owner = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@example.com')
      .executeTakeFirst();
    expect(owner).toBeDefined();
    expect(first.lines).toEqual([
      [expect.objectContaining({ seeded: true }), 'seeded the empty database with demo content'],
    ]);
    const again = logger();
    await seedOnStart(database.db, blobs(), { production: false, logger: again });
    await seedOnStart(database.db, blobs(), { production: true, logger: again });
    expect(again.lines).toEqual([]);
  });
});
