// What the kept campaign totals (migration 0026, issue 16 #1) cost their writers: the time of one bulk
// INSERT … SELECT of `LOMI_BENCH_ROWS` completed donations (default 100,000) over 30 campaigns with the
// totals trigger on and with it disabled (best of two each), a single credit (one donation completed) with
// the trigger, and `npm run db:check-totals` (the drift check) and its `--rebuild` at that size. Run with
// `npm run bench:totals` (repo root); `--database pglite|postgres` picks one engine (both by default).
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { CampaignTotalsRepository } from '../src/campaign-totals/campaign-totals-repository.ts';
import { openDatabase, type DatabaseKind, type LomiDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { startPostgresCluster, type PostgresCluster } from '../test/support/postgres-cluster.ts';

const rows = Number(process.env.LOMI_BENCH_ROWS ?? 100_000);
const { values } = parseArgs({ options: { database: { type: 'string' } } });
const kinds: DatabaseKind[] =
  values.database === 'pglite' || values.database === 'postgres' ? [values.database] : ['pglite', 'postgres'];

const time = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

async function bulkInsert(db: Kysely<Database>, campaigns: number[]) {
  await sql`
    INSERT INTO donations (campaign_id, amount_minor, currency, etb_amount_minor, exchange_rate, payment_method,
      full_name, is_completed)
    SELECT (ARRAY[${sql.join(campaigns)}]::integer[])[1 + g % ${campaigns.length}], 100 + g % 1000, 'ETB',
      100 + g % 1000, 1, 'telebirr', 'Bench', true
    FROM generate_series(1, ${rows}) AS g`.execute(db);
}

async function run(kind: DatabaseKind, database: LomiDatabase) {
  const db = database.db;
  await migrateToLatest(db);
  const { id: organizationId } = await db
    .insertInto('organizations')
    .values({
      name: 'Bench',
      email: 'b@example.org',
      phone_number: '+251911000000',
      contact_person_name: 'B',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const campaigns = (
    await db
      .insertInto('campaigns')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          organization_id: organizationId,
          category_id: 1,
          title: `Bench ${i}`,
          description: 'Bench',
          goal_etb_minor: 1_000_000,
          status: 'active' as const,
        })),
      )
      .returning('id')
      .execute()
  ).map((row) => row.id);

  // On and off in turns, twice each, the best of each kept: the table and its indexes grow between runs.
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < 2; round++) {
    on.push(await time(() => bulkInsert(db, campaigns)));
    await sql`ALTER TABLE donations DISABLE TRIGGER campaign_totals_donations_insert`.execute(db);
    off.push(await time(() => bulkInsert(db, campaigns)));
    await sql`ALTER TABLE donations ENABLE TRIGGER campaign_totals_donations_insert`.execute(db);
  }
  const withTrigger = Math.min(...on);
  const withoutTrigger = Math.min(...off);

  const totals = new CampaignTotalsRepository(db);
  const drifted = await totals.findDrift();
  const check = await time(() => totals.findDrift());
  let changed = 0;
  const rebuild = await time(async () => (changed = await totals.rebuild()));

  // Single credits: one pending donation completed per statement, as the settlement does.
  const { id: first } = await db
    .insertInto('donations')
    .values({
      campaign_id: campaigns[0]!,
      amount_minor: 500,
      currency: 'ETB',
      etb_amount_minor: 500,
      exchange_rate: 1,
      payment_method: 'telebirr',
      full_name: 'Bench',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const credits: number[] = [];
  for (let i = 0; i < 200; i++) {
    const completed = i % 2 === 0;
    credits.push(
      await time(() =>
        db.updateTable('donations').set({ is_completed: completed }).where('id', '=', first).execute(),
      ),
    );
  }
  credits.sort((a, b) => a - b);
  const left = await totals.findDrift();

  console.log(`\n${kind}: ${rows.toLocaleString('en')} completed donations over 30 campaigns, one statement`);
  console.table({
    'bulk insert, totals trigger on (ms)': Math.round(withTrigger),
    'bulk insert, totals trigger off (ms)': Math.round(withoutTrigger),
    'trigger overhead (%)': Math.round(((withTrigger - withoutTrigger) / withoutTrigger) * 100),
    'single credit, median (ms)': Number(credits[100]!.toFixed(2)),
    'single credit, p99 (ms)': Number(credits[197]!.toFixed(2)),
    [`db:check-totals at ${(4 * rows).toLocaleString('en')} rows (ms)`]: Math.round(check),
    'db:check-totals -- --rebuild (ms)': Math.round(rebuild),
  });
  console.log(
    `drift after the untracked insert: ${drifted.length} campaigns (expected 30), rebuilt ${changed}, ` +
      `drift at the end: ${left.length} (expected 0)`,
  );
  if (drifted.length !== 30 || changed !== 30 || left.length !== 0) process.exitCode = 1;
}

for (const kind of kinds) {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      await run(kind, database);
    } finally {
      await database.close();
    }
    continue;
  }
  let cluster: PostgresCluster;
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    console.log(`postgres: skipped (${(error as Error).message})`);
    continue;
  }
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE lomi_bench_totals');
    await admin.end();
    const database = await openDatabase({
      kind: 'postgres',
      url: cluster.adminUrl.replace(/\/postgres$/, '/lomi_bench_totals'),
    });
    try {
      await run(kind, database);
    } finally {
      await database.close();
    }
  } finally {
    cluster.stop();
  }
}
