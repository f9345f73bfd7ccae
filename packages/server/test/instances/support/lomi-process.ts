import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../../src/server.ts', import.meta.url));

/** A free TCP port on 127.0.0.1, from the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** One `node packages/server/src/server.ts` child process. */
export interface LomiProcess {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote (JSON log lines). */
  output(): string;
  /** Its log lines that parse as JSON objects. */
  logLines(): Array<Record<string, unknown>>;
  /** SIGKILL: no shutdown hooks, no flush, timers and in-flight work gone. Resolves once it exited. */
  kill(): Promise<void>;
  /** SIGTERM (graceful). Resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The settings every instance in these tests shares: the sandbox for every role, one webhook secret (a
 * webhook signed for one instance is valid at the other), and limits that a test client firing hundreds of
 * donations from one address does not hit.
 */
export const instanceEnv: Record<string, string> = {
  LOG_LEVEL: 'info',
  LOMI_PAYMENTS_MOBILE: 'sandbox',
  LOMI_PAYMENTS_CHECKOUT: 'sandbox',
  LOMI_PAYMENTS_CARD: 'sandbox',
  LOMI_SANDBOX_WEBHOOK_SECRET: 'instances-test-webhook-secret',
  LOMI_JWT_SECRET: 'instances-test-jwt-secret-of-at-least-32-characters',
  LOMI_DONATION_RATE_LIMIT_MAX: '100000',
  LOMI_DONATION_PENDING_PER_CLIENT_MAX: '100000',
  LOMI_DONATION_PENDING_PER_PHONE_MAX: '100000',
  LOMI_DONATION_PHONE_RATE_LIMIT_MAX: '100000',
};

/** Starts the server entry with `env` on `port` (a free one when omitted); resolves once /api/health answers. */
export async function startLomi(env: Record<string, string>, port?: number): Promise<LomiProcess> {
  const listenPort = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...instanceEnv, ...env, PORT: String(listenPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${listenPort}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early:\n${output}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    port: listenPort,
    child,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
