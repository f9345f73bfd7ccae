import { linkSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { LocalBlobStore } from '../../src/media/blob-store.ts';

/**
 * A media folder of the caller's own that holds the seeded media (hard links: nothing is copied). Every test
 * database is a copy of one seeded database, but the seed's blobs live in one folder; an app that deletes a
 * seeded image its own database no longer uses (the campaign editor does) would otherwise take it away from
 * every other test's database, and a test reading that image elsewhere would get a 404.
 */
export function ownMediaDir(): string {
  const seeded = inject('mediaDir');
  const own = mkdtempSync(join(dirname(seeded), 'media-'));
  for (const folder of readdirSync(seeded, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    mkdirSync(join(own, folder.name));
    for (const file of readdirSync(join(seeded, folder.name))) {
      linkSync(join(seeded, folder.name, file), join(own, folder.name, file));
    }
  }
  return own;
}

/** A local blob store over {@link ownMediaDir}. */
export function ownBlobStore(): LocalBlobStore {
  return new LocalBlobStore(ownMediaDir());
}
