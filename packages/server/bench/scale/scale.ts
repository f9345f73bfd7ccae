// `npm run bench:scale` (issue 16, "Must show" 2): does the cost of the public reads grow with history?
// Loads `--campaigns` published campaigns (10,000) into a real PostgreSQL (a throw-away cluster, or
// DATABASE_URL) and `--small` (1,000) completed donations; copies that database and grows the copy to
// `--donations` (1,000,000) on the same campaigns. It starts the real server on each and measures each public
// read with autocannon at 10 and 100 connections, at one size right after the other, beside a bare Fastify
// route (the machine's yardstick). Prints a
// Markdown table and exits 1 when the budget of scale-report.ts breaks. Figures go to
// tests/bench/.output/scale.json. See tests/bench/README.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { LocalBlobStore, mediaDir } from '../../src/media/blob-store.ts';
import { startPostgresCluster, type PostgresCluster } from '../../test/support/postgres-cluster.ts';
import {
  assertNotLoaded,
  donationSums,
  growDonations,
  loadCampaigns,
  SEARCH_WORDS,
  type Loaded,
} from './load-data.ts';
import { measure, type Target } from './measure.ts';
import { startBareServer, startServer, type Running } from './processes.ts';
import { budgetFailures, machineWarning, markdownTable, type Measurement } from './scale-report.ts';

const { values } = parseArgs({
  options: {
    campaigns: { type: 'string', default: '10000' },
    donations: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '1000' },
  },
});
const campaigns = wholeNumber('--campaigns', values.campaigns);
const large = wholeNumber('--donations', values.donations);
const small = wholeNumber('--small', values.small);
if (small >= large) throw new Error('--small must be below --donations');
const duration = Number(process.env.LOMI_BENCH_SECONDS ?? 5);
const serverPort = Number(process.env.LOMI_BENCH_PORT ?? 3400);
const CONNECTIONS = [10, 100];
const output = fileURLToPath(new URL('../../../../tests/bench/.output/scale.json', import.meta.url));

let cluster: PostgresCluster | undefined;
let databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'lomi-bench-scale-'));
try {
  if (!databaseUrl) {
    cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE lomi_bench_scale');
    await admin.end();
    databaseUrl = cluster.adminUrl.replace(/\/postgres$/, '/lomi_bench_scale');
  }
  await run(databaseUrl);
} catch (error) {
  // A line for the person running it (a database already loaded, a server that would not start…).
  console.error(`bench:scale stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function run(url: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  const timings: Record<string, number> = {};
  let loaded: Loaded;
  let postgresVersion = '';
  await withClient(url, async (client) => {
    postgresVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version;
    await assertNotLoaded(client);
    let started = performance.now();
    loaded = await loadCampaigns(client, new LocalBlobStore(mediaDir(dataDir)), campaigns);
    timings.campaignsSeconds = seconds(started);
    log(`${campaigns.toLocaleString('en-US')} campaigns loaded in ${timings.campaignsSeconds.toFixed(1)} s`);
    started = performance.now();
    await growDonations(client, { from: 0, to: small });
    timings.donationsSmallSeconds = seconds(started);
    log(`${small.toLocaleString('en-US')} donations loaded in ${timings.donationsSmallSeconds.toFixed(1)} s`);
  });
  // The large database starts as a copy of the small one (the same campaigns, photos and first donations)
  // and grows; both are then measured side by side, each endpoint at one size right after the other, so a
  // change of the machine's load during the run touches both sizes alike.
  const largeUrl = await copyDatabase(url);
  const measurements: Measurement[] = [];
  try {
    await withClient(largeUrl, async (client) => {
      const started = performance.now();
      await growDonations(client, {
        from: small,
        to: large,
        onBatch: (count) => log(`  ${count.toLocaleString('en-US')} donations`),
      });
      timings.donationsLargeSeconds = seconds(started);
      log(
        `${large.toLocaleString('en-US')} donations loaded in ${timings.donationsLargeSeconds.toFixed(1)} s`,
      );
    });
    measurements.push(...(await measureBoth({ [small]: url, [large]: largeUrl }, loaded!)));
  } finally {
    await dropDatabase(largeUrl);
  }

  const failures = budgetFailures(measurements, small, large);
  const warnings = machineWarning(measurements, small, large);
  const loadNote =
    `Loaded in ${timings.campaignsSeconds!.toFixed(1)} s (${campaigns.toLocaleString('en-US')} campaigns), ` +
    `${timings.donationsSmallSeconds!.toFixed(1)} s (${small.toLocaleString('en-US')} donations) and ` +
    `${timings.donationsLargeSeconds!.toFixed(1)} s (the rest, to ${large.toLocaleString('en-US')}).`;
  console.log(
    [
      '',
      `Lomi at scale: Node ${process.version}, PostgreSQL ${postgresVersion}, ${cpus().length} CPUs, ` +
        `${campaigns.toLocaleString('en-US')} campaigns, ${duration} s per measurement (after 1 s uncounted), ` +
        `load average ${loadavg()[0]!.toFixed(1)} at the end`,
      loadNote,
      '',
      markdownTable(measurements, small, large),
      '',
      ...warnings.map((warning) => `${warning}\n`),
      failures.length === 0
        ? 'Budget held: every endpoint keeps at least 80 % of its throughput, p99 ≤ 100 ms at 10 connections.'
        : `Budget broken:\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
    ].join('\n'),
  );
  mkdirSync(join(output, '..'), { recursive: true });
  writeFileSync(
    output,
    JSON.stringify(
      {
        node: process.version,
        postgres: postgresVersion,
        cpus: cpus().length,
        campaigns,
        donations: { small, large },
        secondsPerMeasurement: duration,
        timings,
        measurements,
        failures,
        warnings,
      },
      null,
      2,
    ),
  );
  if (failures.length > 0) process.exitCode = 1;
}

/**
 * Starts a server on each database and the bare route, checks that each server sees its donations, and
 * measures every target at each number of connections, at the small size and right after at the large one.
 */
async function measureBoth(urls: Record<number, string>, loaded: Loaded): Promise<Measurement[]> {
  const sizes = [small, large];
  const running: Running[] = [];
  try {
    running.push(await startBareServer(serverPort + 1));
    const servers: Record<number, Running> = {};
    for (const [index, size] of sizes.entries()) {
      const server = await startServer({ port: serverPort + 2 * index, databaseUrl: urls[size]!, dataDir });
      running.push(server);
      servers[size] = server;
      await withClient(urls[size]!, (client) => checkTotals(server.base, client, loaded.campaignId));
    }
    const results: Measurement[] = [];
    for (const target of targets(loaded)) {
      for (const connections of CONNECTIONS) {
        for (const size of sizes) {
          const base = target.baseline ? running[0]!.base : servers[size]!.base;
          const result = await measure(
            { ...target, base },
            { connections, seconds: duration, donations: size },
          );
          log(
            `  ${target.endpoint} @${connections}, ${size.toLocaleString('en-US')} donations: ` +
              `${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
              (result.failures ? `, ${result.failures} FAILED` : ''),
          );
          results.push(result);
        }
      }
    }
    return results;
  } finally {
    for (const child of running.reverse()) await child.stop();
  }
}

/** What is measured: the public reads of issue 16, then the bare route (base filled in per server). */
function targets(loaded: Loaded): Omit<Target, 'base'>[] {
  return [
    { endpoint: 'list', path: '/api/campaigns/?page=1' },
    { endpoint: `search "${SEARCH_WORDS.latin}"`, path: `/api/campaigns/?search=${SEARCH_WORDS.latin}` },
    {
      endpoint: `search "${SEARCH_WORDS.amharic}"`,
      path: `/api/campaigns/?search=${encodeURIComponent(SEARCH_WORDS.amharic)}`,
    },
    { endpoint: 'a campaign', path: `/api/campaigns/${loaded.campaignId}` },
    { endpoint: 'featured', path: '/api/campaigns/featured' },
    { endpoint: 'donations page', path: `/api/donations/?campaign_id=${loaded.campaignId}&page=1` },
    { endpoint: 'campaign image', path: loaded.imagePath },
    // Last: the servers have settled after their start by then.
    { endpoint: 'bare Fastify route', path: '/bare', baseline: true },
  ];
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `CREATE DATABASE <name>_large TEMPLATE <name>` on the same server; its URL. */
async function copyDatabase(url: string): Promise<string> {
  const source = new URL(url);
  const name = decodeURIComponent(source.pathname.slice(1));
  const copy = new URL(url);
  copy.pathname = `/${encodeURIComponent(`${name}_large`)}`;
  await withClient(maintenanceUrl(url), (client) =>
    client.query(
      `CREATE DATABASE ${pg.escapeIdentifier(`${name}_large`)} TEMPLATE ${pg.escapeIdentifier(name)}`,
    ),
  );
  return copy.href;
}

async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withClient(maintenanceUrl(url), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`),
  );
}

function maintenanceUrl(url: string): string {
  return Object.assign(new URL(url), { pathname: '/postgres' }).href;
}

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

/**
 * The measured campaign's donation count and ETB total as the API gives them must equal the sums over the
 * donations table: a bench whose bulk load bypassed how totals are kept would measure the wrong thing.
 */
async function checkTotals(base: string, client: pg.Client, campaignId: number): Promise<void> {
  const response = await fetch(`${base}/api/campaigns/${campaignId}`);
  if (!response.ok) throw new Error(`GET /api/campaigns/${campaignId} answered ${response.status}`);
  const campaign = (await response.json()) as { donation_count?: number; collected_amount?: number };
  const sums = await donationSums(client, campaignId);
  if (campaign.donation_count !== sums.count || campaign.collected_amount !== sums.collectedEtbMinor) {
    throw new Error(
      `campaign ${campaignId} shows ${campaign.donation_count} donations collecting ${campaign.collected_amount}, ` +
        `the donations table holds ${sums.count} collecting ${sums.collectedEtbMinor}: its totals did not ` +
        'follow the bulk load',
    );
  }
}

function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of 1 or more`);
  return number;
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}
