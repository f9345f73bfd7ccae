import { argv, exit } from 'node:process';

// `npm run seed` fills an empty database with the demo content; `npm run seed -- --reset` empties every
// content table first. Uses the same configuration as the server (LOMI_DATA_DIR, DATABASE_URL, LOMI_MEDIA_STORE).
const args = argv.slice(2);
const unknown = args.filter((arg) => arg !== '--reset');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run seed [-- --reset]`);
  exit(2);
}
const reset = args.includes('--reset');
// Loaded after the arguments are checked, so a typo is reported at once.
const { openCommandDatabase } = await import('./command-database.ts');
const { openConfiguredBlobStore } = await import('../media/configured-blob-store.ts');
const { seedDatabase } = await import('./seed/seed.ts');
const { config, database } = await openCommandDatabase();
const media = openConfiguredBlobStore(config.media, config.dataDir);
try {
  const result = await seedDatabase(database.db, media.blobs, { reset });
  console.log(
    result.seeded
      ? `Seeded ${result.organizations} organizations, ${result.campaigns} campaigns and ${result.donations} donations${reset ? ' (after emptying the database)' : ''}.`
      : 'The database already has content; nothing to do. Use `npm run seed -- --reset` to start over.',
  );
} finally {
  await database.close();
  media.close();
}
