// Time, peak memory and size of an owner's campaign report (issue 15 "Measured") for a campaign of 100,000
// completed donations: the figures (JSON), the CSV and the PDF, each fetched over real HTTP from the app
// (built as the server builds it) and read to the end without keeping the bytes. The donations are added
// with one bulk `generate_series` insert. While each answer streams, the process's RSS and heap are
// sampled every 5 ms; the table gives the growth over the value measured just before the request (after a
// garbage collection), which is what the file costs the server, plus the file's size. Run with
// `npm run bench:report` (repo root); `--database pglite|postgres` picks one engine (both by default;
// PostgreSQL needs its binaries, as the server tests do, else it is skipped with a note). LOMI_BENCH_DONATIONS
// changes the number of donations (default 100000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseKind, type LomiDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { LocalBlobStore } from '../src/media/blob-store.ts';
import { startPostgresCluster, type PostgresCluster } from '../test/support/postgres-cluster.ts';

const DONATIONS = Number(process.env.LOMI_BENCH_DONATIONS ?? 100_000);
const { values } = parseArgs({ options: { database: { type: 'string' } } });
const kinds: DatabaseKind[] =
  values.database === 'pglite' || values.database === 'postgres' ? [values.database] : ['pglite', 'postgres'];

interface Measure {
  kind: DatabaseKind;
  what: string;
  seconds: number;
  rssMb: number;
  heapMb: number;
  /** Peak heap after full collections: what the answer holds, garbage aside. */
  liveMb: number;
  bytes: number;
}

let currentDb: LomiDatabase['db'] | undefined;
const gc = (globalThis as { gc?: () => void }).gc;
const measures: Measure[] = [];
const notes: string[] = [];
if (!gc) notes.push('Run with --expose-gc (npm run bench:report does) for a steadier baseline.');

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
    measures.push(...(await benchmark(kind, cluster)));
  } finally {
    cluster?.stop();
  }
}
print();

async function benchmark(kind: DatabaseKind, cluster: PostgresCluster | undefined): Promise<Measure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lomi-bench-report-'));
  let database: LomiDatabase;
  if (cluster) {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE lomi_bench_report');
    await admin.end();
    database = await openDatabase({
      kind: 'postgres',
      url: cluster.adminUrl.replace(/\/postgres$/, '/lomi_bench_report'),
    });
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
  }
  const blobs = new LocalBlobStore(join(dir, 'media'));
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, blobs);
    const campaignId = await grow(database);
    currentDb = database.db;
    const app = await buildApp({
      db: database.db,
      blobs,
      publicSiteUrl: 'http://127.0.0.1',
      accounts: {
        config: {
          jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
          tokenTtlSeconds: 3600,
          sms: 'sandbox',
          smsInbox: false,
          google: undefined,
          rateLimitFactor: 1,
        },
      },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const login = await fetch(`${base}/auth/jwt/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'lomi-demo-1234' }),
      });
      const { access } = (await login.json()) as { access: string };
      const results: Measure[] = [];
      results.push({ kind, what: 'rows only (keyset read)', ...(await readRows(campaignId)) });
      for (const [what, path] of [
        ['figures (JSON)', `/api/campaigns/${campaignId}/report/`],
        ['CSV', `/api/campaigns/${campaignId}/report.csv`],
        ['PDF', `/api/campaigns/${campaignId}/report.pdf`],
        ['CSV (am)', `/api/campaigns/${campaignId}/report.csv?lang=am`],
        ['PDF (am)', `/api/campaigns/${campaignId}/report.pdf?lang=am`],
      ] as const) {
        results.push({ kind, what, ...(await measure(`${base}${path}`, access)) });
      }
      return results;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Adds DONATIONS completed donations to the demo owner's first campaign, spread over its last 200 days (ETB
 * and USD, every payment method, Amharic and Latin names, one in seven anonymous, some withdrawn).
 */
async function grow({ db }: LomiDatabase): Promise<number> {
  const campaign = await db
    .selectFrom('campaigns as c')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .innerJoin('users as u', 'u.id', 'o.owner_user_id')
    .where('u.email', '=', 'owner@example.com')
    .select('c.id')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('campaigns')
    .set({ created_at: sql`now() - interval '200 days'` })
    .where('id', '=', campaign.id)
    .execute();
  const started = performance.now();
  await sql`
    INSERT INTO donations (campaign_id, amount_minor, currency, etb_amount_minor, exchange_rate, fee_minor,
      anonymous, full_name, email, message, payment_method, withdrawn, is_completed, created_at)
    SELECT ${campaign.id},
      CASE WHEN i % 5 = 0 THEN 1000 + (i % 97) * 100 ELSE 5000 + (i % 991) * 100 END,
      CASE WHEN i % 5 = 0 THEN 'USD' ELSE 'ETB' END,
      CASE WHEN i % 5 = 0 THEN (1000 + (i % 97) * 100) * 156 ELSE 5000 + (i % 991) * 100 END,
      CASE WHEN i % 5 = 0 THEN 156.4 ELSE 1 END,
      CASE WHEN i % 5 = 0 THEN (1000 + (i % 97) * 100) * 35 / 1000 ELSE (5000 + (i % 991) * 100) * 25 / 1000 END,
      i % 7 = 0,
      -- Names as real ones are: a few hundred first and last names, in Amharic and Latin letters.
      CASE WHEN i % 2 = 0
        THEN (ARRAY['አበበ', 'ከበደ', 'ሰላም', 'ተስፋዬ', 'መሰረት', 'ዮሐንስ', 'ሄኖክ', 'ማርታ', 'ትዕግስት', 'ብርሃኑ'])[1 + i % 10]
          || ' ' || (ARRAY['ገብሬ', 'አለሙ', 'ታደሰ', 'ወልደ', 'በቀለ', 'ኃይሉ', 'ደምሴ'])[1 + i % 7]
        ELSE (ARRAY['Selam', 'Abebe', 'Hana', 'Dawit', 'Meron', 'Samuel', 'Liya', 'Yonas', 'Ruth', 'Eden', 'Kidus'])[1 + i % 11]
          || ' ' || (ARRAY['Tesfaye', 'Kebede', 'Girma', 'Haile', 'Bekele', 'Tadesse', 'Alemu', 'Wolde', 'Mengistu'])[1 + i % 9]
          || ' ' || chr(65 + i % 26) || '.'
      END,
      'donor' || (i % 20000) || '@example.org',
      '',
      (ARRAY['telebirr', 'mpesa', 'cbe', 'payonline'])[1 + i % 4],
      i % 3 = 0,
      true,
      now() - (i % 200) * interval '1 day' - (i % 86400) * interval '1 second'
    FROM generate_series(1, ${DONATIONS}) AS i`.execute(db);
  // The USD gifts were paid by card.
  await db
    .updateTable('donations')
    .set({ payment_method: 'stripe' })
    .where('campaign_id', '=', campaign.id)
    .where('currency', '=', 'USD')
    .execute();
  await sql`ANALYZE donations`.execute(db);
  notes.push(
    `${DONATIONS.toLocaleString('en')} donations inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return campaign.id;
}

/** The donations of the default period read in keyset batches, as the files read them, and nothing else. */
async function readRows(campaignId: number) {
  const { CampaignReportRepository } = await import('../src/campaign-reports/campaign-report-repository.ts');
  const repository = new CampaignReportRepository(currentDb!);
  gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  let rows = 0;
  let peakHeap = before.heapUsed;
  for await (const batch of repository.batches(campaignId, {
    start: new Date(0),
    end: new Date(Date.now() + 86_400_000),
  })) {
    rows += batch.length;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  const seconds = (performance.now() - started) / 1000;
  const mb = (value: number) => value / 2 ** 20;
  return {
    seconds,
    rssMb: mb(process.memoryUsage().rss - before.rss),
    heapMb: mb(peakHeap - before.heapUsed),
    liveMb: 0,
    bytes: rows,
  };
}

/** Fetches `url` to the end (counting, not keeping, the bytes) while sampling memory. */
async function measure(url: string, token: string) {
  gc?.();
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  let samples = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    // Every 200th sample after a full collection: what is really held, garbage aside.
    if (gc && ++samples % 200 === 0) {
      gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
  };
  const timer = setInterval(sample, 5);
  const started = performance.now();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    sample();
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();
  const mb = (value: number) => value / 2 ** 20;
  return {
    seconds,
    rssMb: mb(peakRss - before.rss),
    heapMb: mb(peakHeap - before.heapUsed),
    liveMb: mb(peakLive - before.heapUsed),
    bytes,
  };
}

function print() {
  const rows = measures.map((m) => [
    m.kind,
    m.what,
    `${m.seconds.toFixed(2)} s`,
    `+${m.rssMb.toFixed(1)} MB`,
    `+${m.heapMb.toFixed(1)} MB`,
    `+${m.liveMb.toFixed(1)} MB`,
    m.what.startsWith('rows')
      ? `${m.bytes.toLocaleString('en')} rows`
      : m.bytes > 2 ** 20
        ? `${(m.bytes / 2 ** 20).toFixed(2)} MB`
        : `${(m.bytes / 1024).toFixed(1)} kB`,
  ]);
  const header = [
    'database',
    'answer',
    'time',
    'peak RSS growth',
    'peak heap growth',
    'live heap growth',
    'size',
  ];
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  console.log(`\nOwner's campaign report, ${DONATIONS.toLocaleString('en')} completed donations\n`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  for (const note of notes) console.log(`\n${note}`);
}
