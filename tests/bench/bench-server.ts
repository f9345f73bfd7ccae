// The real server process on its own port with a fresh, seeded PGlite database, for the benchmarks.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Stops the server and removes its database. */
  stop(): Promise<void>;
}

/**
 * Starts `packages/server/src/server.ts` on `port` with its data in `dataDir` (emptied first; the server seeds
 * it on first start) and resolves once `/api/health` answers. Its log, if any, goes to stderr, keeping stdout
 * for the benchmark's table.
 */
export async function startBenchServer(port: number, dataDir: string): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['packages/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOMI_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 2, 2],
  });
  const stop = async (): Promise<void> => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, Date.now() + 120_000, () => server.exitCode);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function waitForHealth(base: string, deadline: number, exitCode: () => number | null): Promise<void> {
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`the server exited with code ${exitCode()} before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${base}/api/health in time`);
}
