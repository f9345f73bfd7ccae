// Throughput and latency of the public read API, measured over real HTTP against the real server process
// on a fresh, seeded PGlite database. Run with `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.LOMI_BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.LOMI_BENCH_SECONDS ?? 5);
const connections = 10;

const dataDir = mkdtempSync(join(tmpdir(), 'lomi-bench-'));
const server = spawn(process.execPath, ['packages/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOMI_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${base}/api/health in time`);
}

const targets = [
  '/api/health',
  '/api/campaigns/',
  '/api/campaigns/?page=2',
  '/api/campaigns/?category=2,4,5',
  '/api/campaigns/?ordering=-collected_amount',
  '/api/campaigns/?search=school',
  '/api/campaigns/featured',
  '/api/campaigns/1',
  '/api/donations/?campaign_id=1',
  '/api/categories/',
  '/api/media/campaign/image/1/1',
];

try {
  await waitForHealth(Date.now() + 60_000);
  console.log(
    `Lomi API benchmark on Node ${process.version}: ${connections} connections, ${seconds} s per path, PGlite\n`,
  );
  const rows: Record<string, string | number>[] = [];
  for (const path of targets) {
    const result = await autocannon({ url: base + path, connections, duration: seconds });
    rows.push({
      path,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  console.table(rows);
  // A figure measured on error answers would be meaningless.
  if (rows.some((row) => row.non2xx !== 0 || row.errors !== 0)) {
    console.error('Some requests failed: the figures above are not valid.');
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
