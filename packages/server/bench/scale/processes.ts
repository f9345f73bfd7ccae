// The two processes `npm run bench:scale` measures: the real server (packages/server/src/server.ts), run as
// in production, and the bare Fastify yardstick (bare-server.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface Running {
  base: string;
  stop(): Promise<void>;
}

/**
 * The real server with NODE_ENV=production (no demo seed, no sandboxes, no testing hooks), so it runs as a
 * deployment would. Production refuses the payment sandbox, so the real providers are configured with
 * placeholder keys and an API root nobody answers on: nothing leaves the machine, and the bench starts no
 * payment. No public read has a rate limit, so none needs raising.
 */
export function startServer(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
}): Promise<Running> {
  const base = `http://127.0.0.1:${options.port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    LOMI_DATA_DIR: options.dataDir,
    PUBLIC_SITE_URL: base,
    LOMI_JWT_SECRET: randomBytes(32).toString('hex'),
    LOMI_SMS_PROVIDER: 'disabled',
    LOMI_PAYOUT_RAILS: 'manual',
    LOMI_PAYMENTS_MOBILE: 'chapa',
    LOMI_PAYMENTS_CHECKOUT: 'chapa',
    LOMI_PAYMENTS_CARD: 'stripe',
    CHAPA_SECRET_KEY: 'CHASECK_TEST-bench-scale',
    CHAPA_WEBHOOK_SECRET: 'bench-scale',
    CHAPA_BASE_URL: 'http://127.0.0.1:9',
    STRIPE_SECRET_KEY: 'sk_test_bench_scale',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_scale',
  };
  const child = spawn(process.execPath, ['packages/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return ready(child, base, '/api/health');
}

/** The bare Fastify route, in its own process. */
export function startBareServer(port: number): Promise<Running> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('bare-server.ts', import.meta.url))], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return ready(child, `http://127.0.0.1:${port}`, '/bare');
}

async function ready(child: ChildProcess, base: string, probe: string): Promise<Running> {
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(base + probe)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${base}${probe} did not answer in time`);
}
