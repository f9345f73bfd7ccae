import { argv, exit, stdin } from 'node:process';

// `npm run operator -- promote <email> | create <email> <username> | demote <email> | list`: the team's
// accounts from the command line (the first operator of a production install is made here). Uses the same
// configuration and database as the server (LOMI_DATA_DIR, DATABASE_URL). With PGlite the database belongs
// to one process: while the server runs on the same folder this stops with the lock's message (stop the
// server first, or use the console).
const args = argv.slice(2);
// Loaded after the arguments are read, so `--help` answers at once.
if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
  const { OPERATOR_USAGE } = await import('./operator-commands.ts');
  console.log(OPERATOR_USAGE);
  exit(args.length === 0 ? 2 : 0);
}
const { openCommandDatabase } = await import('../db/command-database.ts');
const { AccountRepository } = await import('../auth/account-repository.ts');
const { OperatorCommandError, runOperatorCommand } = await import('./operator-commands.ts');
const { database } = await openCommandDatabase();

/** The password piped on stdin (`echo … | npm run operator -- create …`); none from a terminal. */
async function readPassword(): Promise<string | undefined> {
  if (stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let code = 0;
try {
  await runOperatorCommand(args, {
    db: database.db,
    accounts: new AccountRepository(database.db),
    readPassword,
    out: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof OperatorCommandError)) throw error;
  console.error(error.message);
  code = error.exitCode;
} finally {
  await database.close();
}
exit(code);
