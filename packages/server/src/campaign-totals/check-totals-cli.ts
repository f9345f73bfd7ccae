import { argv, exit } from 'node:process';
import { CHECK_TOTALS_USAGE, parseCheckTotalsArgs, runCheckTotals } from './check-totals.ts';

// `npm run db:check-totals [-- --rebuild]`: compares the kept campaign totals with the sums of donations and
// withdrawals, or rebuilds them (./check-totals.ts). Uses the same configuration and database as the server
// (LOMI_DATA_DIR, DATABASE_URL), migrated first like every command. With PGlite the database belongs to one
// process: while the server runs on the same folder this stops with the lock's message; on PostgreSQL it runs
// beside the servers.
const args = argv.slice(2);
if (args.includes('--help')) {
  console.log(CHECK_TOTALS_USAGE);
  exit(0);
}
const options = parseCheckTotalsArgs(args);
if (!options) {
  console.error(`Unknown option ${args.join(' ')}. ${CHECK_TOTALS_USAGE}`);
  exit(2);
}
// Loaded after the arguments are checked, so a typo is reported at once.
const { openCommandDatabase } = await import('../db/command-database.ts');
const { CampaignTotalsRepository } = await import('./campaign-totals-repository.ts');
const { database } = await openCommandDatabase();
let code = 1;
try {
  code = await runCheckTotals(options, {
    totals: new CampaignTotalsRepository(database.db),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await database.close();
}
exit(code);
