// Time of the operator console's start page answer, GET /api/console/summary/ (issue 14 "Measured"), over real
// HTTP against the real server process: on the seeded demo database, then after adding 10,000 organizations,
// 100,000 campaigns and their waiting rows with bulk SQL (a few hundred of each kind waiting). It must not
// grow with them: the counts read partial (or leading-status) indexes. Prints, per database engine, the
// median, p95 and maximum of `LOMI_BENCH_REQUESTS` sequential requests (default 300, after 20 uncounted), and
// EXPLAIN ANALYZE of each count on the grown database. Run with `npm run bench:console` (repo root);
// `--database pglite|postgres` picks one engine (both by default; PostgreSQL needs its binaries, as the
// server tests do, else it is skipped with a note). `LOMI_BENCH_PORT` (default 3303).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { CURRENT_RATE, SUMMARY_COUNTS } from '../src/console/console-summary-repository.ts';
import { openDatabase, pgliteDataDir, type DatabaseKind, type LomiDatabase } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { startPostgresCluster, type PostgresCluster } from '../test/support/postgres-cluster.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.LOMI_BENCH_PORT ?? 3303);
const base = `http://127.0.0.1:${port}`;
const requests = Number(process.env.LOMI_BENCH_REQUESTS ?? 300);
const warmup = 50;

const { values } = parseArgs({ options: { database: { type: 'string' } } });
const kinds: DatabaseKind[] =
  values.database === 'pglite' || values.database === 'postgres' ? [values.database] : ['pglite', 'postgres'];

/** The added rows: totals, and how many of them wait for the team. */
const GROWTH = {
  organizations: { rows: 10_000, pending: 200 },
  campaigns: { rows: 100_000, inReview: 250 },
  withdrawals: { rows: 3_000, pending: 300 },
  reports: { rows: 5_000, open: 250 },
  helpQuestions: { rows: 3_000, open: 200 },
  invoices: { rows: 20_000, flaggedOpen: 150, flaggedResolved: 350 },
  exchangeRates: { rows: 2_000 },
};

interface Timing {
  median: number;
  p95: number;
  max: number;
}

interface Round {
  kind: DatabaseKind;
  seeded: Timing;
  grown: Timing;
  seededSummary: unknown;
  grownSummary: unknown;
  plans: { count: string; plan: string[]; usesIndex: boolean }[];
}

const rounds: Round[] = [];
const notes: string[] = [];
for (const kind of kinds) {
  let cluster: PostgresCluster | undefined;
  if (kind === 'postgres') {
    try {
      cluster = await startPostgresCluster();
    } catch (error) {
      notes.push(`PostgreSQL skipped: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
  }
  try {
    rounds.push(await benchmark(kind, cluster));
  } finally {
    cluster?.stop();
  }
}
print();

async function benchmark(kind: DatabaseKind, cluster: PostgresCluster | undefined): Promise<Round> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomi-bench-console-'));
  let url: string | undefined;
  if (cluster) {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE lomi_bench_console');
    await admin.end();
    url = cluster.adminUrl.replace(/\/postgres$/, '/lomi_bench_console');
  }
  const env = { LOMI_DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) };
  try {
    // The server migrates and seeds the empty database on its first start.
    let stop = await startServer(env);
    const seeded = await timeSummary();
    await stop();

    const database: LomiDatabase =
      kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: url! })
        : await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
    let plans: Round['plans'];
    try {
      await grow(database.db);
      plans = await explain(database.db);
    } finally {
      await database.close();
    }

    stop = await startServer(env);
    const grown = await timeSummary();
    await stop();
    return {
      kind,
      seeded: seeded.timing,
      grown: grown.timing,
      seededSummary: seeded.summary,
      grownSummary: grown.summary,
      plans,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the server on `port` with `env`; resolves with its stop once `/api/health` answers. */
async function startServer(env: Record<string, string>): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, ['packages/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 2, 2],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer ${base}/api/health in time`);
}

/** Signs in as the seeded operator and times the summary: `warmup` uncounted requests, then `requests`. */
async function timeSummary(): Promise<{ timing: Timing; summary: unknown }> {
  const login = await fetch(`${base}/auth/jwt/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'operator@example.com', password: 'lomi-demo-1234' }),
  });
  if (!login.ok) throw new Error(`operator login failed: ${login.status} ${await login.text()}`);
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const times: number[] = [];
  let summary: unknown;
  for (let index = 0; index < warmup + requests; index++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/console/summary/`, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`GET /api/console/summary/ answered ${response.status}: ${body}`);
    summary = JSON.parse(body);
    if (index >= warmup) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
  return { timing: { median: at(0.5), p95: at(0.95), max: times.at(-1)! }, summary };
}

/** Adds the organizations, campaigns and waiting rows of `GROWTH` in a few bulk statements, then ANALYZE. */
async function grow(db: Kysely<Database>): Promise<void> {
  const { organizations, campaigns, withdrawals, reports, helpQuestions, invoices } = GROWTH;
  const run = (text: string) => sql.raw(text).execute(db);
  const { rows: firstOrg } = await sql<{ id: number }>`
    INSERT INTO organizations (name, email, phone_number, contact_person_name, approval_status)
    SELECT 'Bench organization ' || g, 'bench' || g || '@example.org', '+2519' || lpad(g::text, 8, '0'),
      'Bench contact', CASE WHEN g % ${organizations.rows / organizations.pending} = 0 THEN 'pending' ELSE 'approved' END
    FROM generate_series(1, ${organizations.rows}) AS g
    RETURNING id`.execute(db);
  const orgBase = Math.min(...firstOrg.map((row) => row.id));
  const { rows: categories } = await sql<{ id: number }>`SELECT id FROM categories ORDER BY id`.execute(db);
  const categoryIds = `ARRAY[${categories.map((row) => row.id).join(',')}]`;
  const { rows: added } = await sql<{ first: number }>`
    INSERT INTO campaigns (organization_id, category_id, title, description, goal_etb_minor, status)
    SELECT ${orgBase} + (g % ${organizations.rows}), (${sql.raw(categoryIds)})[1 + g % ${categories.length}],
      'Bench campaign ' || g, 'A campaign added by the console benchmark.', 1000000,
      CASE
        WHEN g % ${campaigns.rows / campaigns.inReview} = 0 THEN 'in_review'
        WHEN g % 7 = 0 THEN 'draft'
        WHEN g % 11 = 0 THEN 'closed'
        ELSE 'active'
      END
    FROM generate_series(1, ${campaigns.rows}) AS g
    RETURNING id AS first`.execute(db);
  const campaignBase = Math.min(...added.map((row) => row.first));
  const { rows: owner } = await sql<{ id: number }>`
    SELECT id FROM users WHERE email = 'owner@example.com'`.execute(db);
  const userId = owner[0]!.id;
  await run(`
    INSERT INTO withdrawals (campaign_id, requested_by_user_id, amount_minor, currency, status)
    SELECT ${campaignBase} + g, ${userId}, 10000, 'ETB',
      CASE WHEN g % ${withdrawals.rows / withdrawals.pending} = 0 THEN 'pending' ELSE 'paid' END
    FROM generate_series(1, ${withdrawals.rows}) AS g`);
  await run(`
    INSERT INTO reports (target_type, campaign_id, reason, message, resolved_at, resolution_note, resolution_action)
    SELECT 'campaign', ${campaignBase} + g, 'spam', 'Bench report',
      CASE WHEN g % ${reports.rows / reports.open} = 0 THEN NULL ELSE now() END,
      CASE WHEN g % ${reports.rows / reports.open} = 0 THEN NULL ELSE 'Checked.' END,
      CASE WHEN g % ${reports.rows / reports.open} = 0 THEN NULL ELSE 'none' END
    FROM generate_series(1, ${reports.rows}) AS g`);
  await run(`
    INSERT INTO help_questions (email, question, resolved_at, resolution_note)
    SELECT 'asker' || g || '@example.org', 'Bench question ' || g,
      CASE WHEN g % ${helpQuestions.rows / helpQuestions.open} = 0 THEN NULL ELSE now() END,
      CASE WHEN g % ${helpQuestions.rows / helpQuestions.open} = 0 THEN NULL ELSE 'Answered.' END
    FROM generate_series(1, ${helpQuestions.rows}) AS g`);
  const flaggedEvery = invoices.rows / (invoices.flaggedOpen + invoices.flaggedResolved);
  const openEvery = Math.round((invoices.flaggedOpen + invoices.flaggedResolved) / invoices.flaggedOpen);
  await run(`
    INSERT INTO invoices (campaign_id, provider, idempotency_key, payment_method, amount_minor, currency,
      expires_at, status, review_reason, review_resolved_at, review_resolution, review_note)
    SELECT ${campaignBase} + g % ${campaigns.rows}, 'sandbox', 'bench-' || g, 'telebirr', 5000, 'ETB', now(),
      'failed',
      CASE WHEN g % ${flaggedEvery} = 0 THEN 'provider reported 5100 ETB, invoice is 5000 ETB' END,
      CASE WHEN g % ${flaggedEvery} = 0 AND (g / ${flaggedEvery}) % ${openEvery} <> 0 THEN now() END,
      CASE WHEN g % ${flaggedEvery} = 0 AND (g / ${flaggedEvery}) % ${openEvery} <> 0 THEN 'dismissed' END,
      CASE WHEN g % ${flaggedEvery} = 0 AND (g / ${flaggedEvery}) % ${openEvery} <> 0 THEN 'Checked.' END
    FROM generate_series(1, ${invoices.rows}) AS g`);
  // A long rate history (older than the seeded rate), so the planner has a reason to use its index.
  await run(`
    INSERT INTO exchange_rates (currency, etb_per_unit, effective_at)
    SELECT 'USD', 100 + g / 100.0, now() - (g + 2) * interval '1 day'
    FROM generate_series(1, ${GROWTH.exchangeRates.rows}) AS g`);
  await run('ANALYZE');
}

/** EXPLAIN ANALYZE of each count and of the rate, as the planner runs them on the grown database. */
async function explain(db: Kysely<Database>): Promise<Round['plans']> {
  const queries = { ...SUMMARY_COUNTS, exchange_rate: CURRENT_RATE };
  const plans: Round['plans'] = [];
  for (const [count, query] of Object.entries(queries)) {
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN (ANALYZE, COSTS OFF) ${sql.raw(query)}`.execute(db);
    const plan = rows.map((row) => row['QUERY PLAN']);
    plans.push({ count, plan, usesIndex: plan.some((line) => /Index (?:Only )?Scan/.test(line)) });
  }
  return plans;
}

function print(): void {
  const ms = (value: number) => value.toFixed(2);
  const lines = [
    `GET /api/console/summary/ over HTTP, ${requests} sequential requests after ${warmup} uncounted (ms):`,
    '',
    '| Database | Data | median | p95 | max |',
    '| -------- | ---- | -----: | --: | --: |',
  ];
  for (const round of rounds) {
    lines.push(
      `| ${round.kind} | seeded demo | ${ms(round.seeded.median)} | ${ms(round.seeded.p95)} | ${ms(round.seeded.max)} |`,
      `| ${round.kind} | + 10,000 organizations, 100,000 campaigns | ${ms(round.grown.median)} | ${ms(round.grown.p95)} | ${ms(round.grown.max)} |`,
    );
  }
  for (const round of rounds) {
    lines.push('', `${round.kind}: the summary seeded ${JSON.stringify(round.seededSummary)}`);
    lines.push(`${round.kind}: the summary grown ${JSON.stringify(round.grownSummary)}`);
    lines.push('', `${round.kind}: EXPLAIN ANALYZE on the grown database`);
    for (const { count, plan, usesIndex } of round.plans) {
      lines.push('', `${count}${usesIndex ? '' : '  (NO INDEX)'}:`, ...plan.map((line) => `    ${line}`));
    }
  }
  lines.push(...notes.map((note) => `\n${note}`));
  console.log(lines.join('\n'));
  const missing = rounds.flatMap((round) =>
    round.plans.filter((plan) => !plan.usesIndex).map((plan) => `${round.kind} ${plan.count}`),
  );
  if (missing.length > 0) {
    console.error(`\nCounts without an index: ${missing.join(', ')}`);
    process.exitCode = 1;
  }
}
