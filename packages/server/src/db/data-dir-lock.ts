import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Claims a PGlite data folder for this process. PGlite is a single-process database: two servers (or a
 * server and `npm run seed`) on one folder would corrupt it, so the second one stops with a clear message.
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  // Beside the folder, not in it: the folder belongs to PostgreSQL.
  const lockFile = `${dataDir.replace(/(?<![\\/])[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The database in ${dataDir} is in use by another Lomi process (pid ${owner}). Stop it, or give this one ` +
            'its own folder with LOMI_DATA_DIR=…, or use a PostgreSQL server with DATABASE_URL=postgres://….',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
