// `npm run bench:scale` (issue 16, "Must show" 2): does the cost of the public reads grow with history?
// Loads `--campaigns` published campaigns (10,000) into a real PostgreSQL (a throw-away cluster, or
// DATABASE_URL), then completed donations in two steps, `--small` (1,000) and `--donations` (1,000,000),
// on the same campaigns; after each step it starts the real server and measures each public read with
// autocannon at 10 and 100 connections, beside a bare Fastify route (the machine's yardstick). Prints a
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
import { startBareServer, startServer } from './processes.ts';
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
const seconds = Number(process.env.LOMI_BENCH_SECONDS ?? 5);
const serverPort = Number(process.env.LOMI_BENCH_PORT ?? 3400);
const barePort = serverPort + 1;
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
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timings: Record<string, number> = {};
  const measurements: Measurement[] = [];
  let postgresVersion = '';
  try {
    postgresVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version;
    await assertNotLoaded(client);
    let started = performance.now();
    const loaded = await loadCampaigns(client, new LocalBlobStore(mediaDir(dataDir)), campaigns);
    timings.campaignsSeconds = (performance.now() - started) / 1000;
    log(`${campaigns} campaigns loaded in ${timings.campaignsSeconds.toFixed(1)} s`);

    const bare = await startBareServer(barePort);
    try {
      let done = 0;
      for (const [step, donations] of [small, large].entries()) {
        started = performance.now();
        await growDonations(client, {
          from: done,
          to: donations,
          onBatch: (count) => log(`  ${count.toLocaleString('en-US')} donations`),
        });
        done = donations;
        const loadSeconds = (performance.now() - started) / 1000;
        timings[`donations${step === 0 ? 'Small' : 'Large'}Seconds`] = loadSeconds;
        log(`${donations.toLocaleString('en-US')} donations in the database (${loadSeconds.toFixed(1)} s)`);
        measurements.push(...(await measureAll(url, loaded, bare.base, client, donations)));
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await client.end();
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
        `${campaigns.toLocaleString('en-US')} campaigns, ${seconds} s per measurement (after 1 s uncounted), ` +
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
        secondsPerMeasurement: seconds,
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

/** Starts the server on the grown database, checks it sees the donations, measures every target. */
async function measureAll(
  url: string,
  loaded: Loaded,
  bareBase: string,
  client: pg.Client,
  donations: number,
): Promise<Measurement[]> {
  const server = await startServer({ port: serverPort, databaseUrl: url, dataDir });
  try {
    await checkTotals(server.base, client, loaded.campaignId);
    const base = server.base;
    const targets: Target[] = [
      { endpoint: 'list', base, path: '/api/campaigns/?page=1' },
      {
        endpoint: `search "${SEARCH_WORDS.latin}"`,
        base,
        path: `/api/campaigns/?search=${SEARCH_WORDS.latin}`,
      },
      {
        endpoint: `search "${SEARCH_WORDS.amharic}"`,
        base,
        path: `/api/campaigns/?search=${encodeURIComponent(SEARCH_WORDS.amharic)}`,
      },
      { endpoint: 'a campaign', base, path: `/api/campaigns/${loaded.campaignId}` },
      { endpoint: 'featured', base, path: '/api/campaigns/featured' },
      { endpoint: 'donations page', base, path: `/api/donations/?campaign_id=${loaded.campaignId}&page=1` },
      { endpoint: 'campaign image', base, path: loaded.imagePath },
      // Last: the server has settled after its start by then.
      { endpoint: 'bare Fastify route', base: bareBase, path: '/bare', baseline: true },
    ];
    const results: Measurement[] = [];
    for (const target of targets) {
      for (const connections of CONNECTIONS) {
        const result = await measure(target, { connections, seconds, donations });
        log(
          `  ${target.endpoint} @${connections}: ${Math.round(result.requestsPerSecond)} req/s, ` +
            `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.failures ? `, ${result.failures} FAILED` : ''}`,
        );
        results.push(result);
      }
    }
    return results;
  } finally {
    await server.stop();
  }
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
