import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL cluster running from a temporary folder, for the duration of the test run. */
export interface PostgresCluster {
  /** URL of the `postgres` maintenance database (trust auth, user postgres). */
  adminUrl: string;
  stop(): void;
}

const installRoot = '/usr/lib/postgresql';

/** The newest installed PostgreSQL server's bin folder; throws with install instructions when none is. */
export function findPostgresBin(): string {
  const versions = existsSync(installRoot)
    ? readdirSync(installRoot)
        .filter((name) => existsSync(join(installRoot, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `The server tests need the PostgreSQL server binaries (initdb, pg_ctl) in ${installRoot}/<version>/bin, ` +
        'and none were found. Install them with `apt-get install postgresql` (.ci/run does this), then re-run.',
    );
  }
  return join(installRoot, versions[0]!, 'bin');
}

/**
 * initdb + pg_ctl start on a free port, owned by the `postgres` user when we are root (PostgreSQL refuses to
 * run as root). fsync is off: the data is thrown away.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'lomi-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      {
        stdio: 'pipe',
        encoding: 'utf8',
      },
    );
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -h 127.0.0.1 -k ${dir} -F -c max_connections=200`,
      '-w',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const output = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`Could not start the test PostgreSQL cluster: ${output || String(error)}`);
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
