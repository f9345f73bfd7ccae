import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL cluster running from a temporary folder, for the duration of the test run. */
export interface PostgresCluster {
  /** URL of the `postgres` maintenance database (trust auth, user postgres). */
  adminUrl: string;
  stop(): void;
  /**
   * For fault tests, on the same data folder and port: `pg_ctl stop` (`fast` by default: sessions are ended
   * with 57P01), `pg_ctl start`, and `pg_ctl restart`. Each resolves when pg_ctl is done (`-w`), without
   * blocking the event loop, so requests keep running meanwhile.
   */
  stopServer(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  startServer(): Promise<void>;
  restartServer(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /**
   * A hung server: SIGSTOP to the postmaster and every process it started (connections are accepted by the
   * kernel, nothing answers), until `thaw()` sends them SIGCONT.
   */
  freeze(): void;
  thaw(): void;
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
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool: string, args: string[]) =>
    execFileSync(...command(tool, args), { stdio: 'pipe', encoding: 'utf8' });
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) =>
      execFile(...command(tool, args), { encoding: 'utf8' }, (error, _stdout, stderr) =>
        error ? reject(new Error(`${tool} ${args.join(' ')} failed: ${stderr || String(error)}`)) : resolve(),
      ),
    );
  const data = join(dir, 'data');
  const port = await freePort();
  const startArgs = [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -F -c max_connections=200`,
    '-w',
    'start',
  ];
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    run('pg_ctl', startArgs);
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
    freeze: () => signalServer(data, 'SIGSTOP'),
    thaw: () => signalServer(data, 'SIGCONT'),
    stopServer: (mode = 'fast') => runAsync('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    startServer: () => runAsync('pg_ctl', startArgs),
    restartServer: (mode = 'fast') =>
      runAsync('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-m', mode, '-w', 'restart']),
  };
}

/** Sends `signal` to the postmaster of `data` (first line of postmaster.pid) and to its children. */
function signalServer(data: string, signal: NodeJS.Signals): void {
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  for (const pid of [postmaster, ...children]) process.kill(pid, signal);
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
