import {
  CompiledQuery,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignRepository } from '../../src/campaigns/campaign-repository.ts';
import { ConsoleSummaryRepository } from '../../src/console/console-summary-repository.ts';
import type { LomiDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { DonationRepository } from '../../src/donations/donation-repository.ts';
import { pageWindow } from '../../src/http/paging.ts';
import { NotificationRepository } from '../../src/notifications/notification-repository.ts';
import { OrganizationRepository } from '../../src/organizations/organization-repository.ts';
import { databaseKinds, openTestDatabase } from '../support/test-database.ts';

// Issue 16 #1: every hot read uses indexes; EXPLAIN of each shows no scan that grows with history. Over a
// realistic volume (2,000 more campaigns, 120,000 donations, half of them to one campaign, thousands of
// invoices, notifications and reports), the REAL repository methods run through a plugin that records the
// SQL and parameters they send; each recorded query is then EXPLAIN ANALYZEd with its parameters, and its
// plan may neither Seq Scan a history table nor read more than a page's worth of its rows.

/** Tables whose rows pile up with use: a read must never walk them. */
const HISTORY_TABLES = new Set([
  'donations',
  'invoices',
  'notifications',
  'audit_log',
  'withdrawals',
  'reports',
  'payout_attempts',
  'webhook_events',
]);
/** The most rows of history tables one hot query may touch: a page (or 50 pages) of them, never all. */
const MAX_HISTORY_ROWS = 1_000;

/** Records every query sent through the Kysely it is plugged into, compiled as the database receives it. */
class QueryRecorder implements KyselyPlugin {
  readonly queries: CompiledQuery[] = [];
  readonly #base: Kysely<Database>;

  constructor(base: Kysely<Database>) {
    this.#base = base;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(this.#base.getExecutor().compileQuery(node, queryId));
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

function* nodesOf(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodesOf(child);
}

/** What the plan of one query does to history tables: its scans, and the rows they read. */
function historyUse(plan: PlanNode): { scans: string[]; rowsRead: number; indexes: string[] } {
  const scans: string[] = [];
  const indexes: string[] = [];
  let rowsRead = 0;
  for (const node of nodesOf(plan)) {
    if (node['Index Name']) indexes.push(node['Index Name']);
    const relation = node['Relation Name'];
    if (!relation || !HISTORY_TABLES.has(relation)) continue;
    scans.push(`${node['Node Type']} on ${relation}`);
    const perLoop =
      (node['Actual Rows'] ?? 0) +
      (node['Rows Removed by Filter'] ?? 0) +
      (node['Rows Removed by Index Recheck'] ?? 0);
    rowsRead += perLoop * (node['Actual Loops'] ?? 1);
  }
  return { scans, rowsRead, indexes };
}

async function explain(db: Kysely<Database>, query: CompiledQuery): Promise<PlanNode> {
  const { rows } = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, [...query.parameters]),
  );
  const value = Object.values(rows[0]!)[0];
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

describe.each(databaseKinds)('hot read plans on %s', (kind) => {
  let database: LomiDatabase;
  let organizationId: number;
  let ownerId: number;
  let bigCampaignId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    const owner = await db
      .selectFrom('organizations')
      .select(['id', 'owner_user_id'])
      .where('approval_status', '=', 'approved')
      .where('owner_user_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    organizationId = owner.id;
    ownerId = owner.owner_user_id!;
    // 2,000 active campaigns; every 50th has an Amharic title ("clean water"), every 40th is featured.
    const { rows } = await sql<{ id: number }>`
      INSERT INTO campaigns (organization_id, category_id, created_by_user_id, title, description, status,
        featured, goal_etb_minor, created_at)
      SELECT ${organizationId}, g % 18, ${ownerId},
        'Bulk campaign ' || g || CASE WHEN g % 50 = 0 THEN ' ንጹህ ውሃ ለመንደሩ' ELSE '' END,
        'Description of bulk campaign number ' || g || ', raising money for its neighbourhood.',
        'active', g % 40 = 0, 5000000, now() - g * interval '1 hour'
      FROM generate_series(1, 2000) AS g
      RETURNING id`.execute(db);
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    bigCampaignId = ids[0]!;
    const first = ids[0]!;
    // 120,000 donations, half to one campaign, one in ten not completed.
    await sql`
      INSERT INTO donations (campaign_id, amount_minor, currency, etb_amount_minor, exchange_rate, full_name,
        payment_method, is_completed, created_at)
      SELECT CASE WHEN g % 2 = 0 THEN ${bigCampaignId} ELSE ${first} + g % 2000 END,
        1000 + g % 500, 'ETB', 1000 + g % 500, 1, 'Donor ' || g, 'telebirr', g % 10 <> 0,
        now() - g * interval '1 minute'
      FROM generate_series(1, 120000) AS g`.execute(db);
    await sql`
      INSERT INTO invoices (campaign_id, provider, idempotency_key, payment_method, amount_minor, currency,
        expires_at, status)
      SELECT ${bigCampaignId}, 'sandbox', 'bulk-' || g, 'telebirr', 1000, 'ETB', now() - interval '1 day',
        CASE WHEN g % 100 = 0 THEN 'pending' ELSE 'success' END
      FROM generate_series(1, 5000) AS g`.execute(db);
    await sql`
      INSERT INTO notifications (user_id, title, content, is_read, related_campaign_id)
      SELECT ${ownerId}, 'Donation received', 'A donation of ' || g || ' ETB', g % 50 <> 0, ${bigCampaignId}
      FROM generate_series(1, 5000) AS g`.execute(db);
    await sql`
      INSERT INTO reports (target_type, campaign_id, reason, resolved_at, resolution_note, resolution_action)
      SELECT 'campaign', ${bigCampaignId}, 'spam', now(), 'Checked', 'none'
      FROM generate_series(1, 3000) AS g`.execute(db);
    await sql`
      INSERT INTO withdrawals (campaign_id, requested_by_user_id, amount_minor, currency, status, paid_at,
        rejection_reason)
      SELECT ${bigCampaignId}, ${ownerId}, 100, 'ETB', CASE WHEN g % 2 = 0 THEN 'paid' ELSE 'rejected' END,
        CASE WHEN g % 2 = 0 THEN now() END, CASE WHEN g % 2 = 1 THEN 'Not this account' END
      FROM generate_series(1, 3000) AS g`.execute(db);
    await sql`ANALYZE`.execute(db);
  }, 600_000);
  afterAll(() => database?.close());

  /** Each hot read, as the routes call it (see packages/server/README.md, "Hot reads and their indexes"). */
  const hotReads: [string, (db: Kysely<Database>) => Promise<unknown>][] = [
    ['campaign list, page 1', (db) => new CampaignRepository(db).list({}, pageWindow(1))],
    [
      'campaign list, page 3 of two categories',
      (db) => new CampaignRepository(db).list({ categories: [1, 2] }, pageWindow(3)),
    ],
    [
      'campaign list, top raising',
      (db) => new CampaignRepository(db).list({}, pageWindow(1), '-collected_amount'),
    ],
    [
      'campaign list of the organization page',
      (db) => new CampaignRepository(db).list({ organizationId }, pageWindow(1)),
    ],
    ['search, English', (db) => new CampaignRepository(db).list({ search: 'number 123' }, pageWindow(1))],
    ['search, Amharic word', (db) => new CampaignRepository(db).list({ search: 'ውሃ' }, pageWindow(1))],
    ['featured', (db) => new CampaignRepository(db).featured()],
    ['a campaign', (db) => new CampaignRepository(db).findPublic(bigCampaignId)],
    ['donations page 1', (db) => new DonationRepository(db).listCompleted(bigCampaignId, pageWindow(1))],
    ['donations page 20', (db) => new DonationRepository(db).listCompleted(bigCampaignId, pageWindow(20))],
    ['organization page', (db) => new OrganizationRepository(db).findPublicDetail(organizationId)],
    ['dashboard poll: the campaign', (db) => new CampaignRepository(db).findOwned(ownerId, bigCampaignId)],
    ['dashboard poll: unread count', (db) => new NotificationRepository(db).unreadCount(ownerId)],
    ['console summary', (db) => new ConsoleSummaryRepository(db).summary()],
  ];

  it.each(hotReads)('%s reads no history beyond a page', async (name, read) => {
    const recorder = new QueryRecorder(database.db);
    await read(database.db.withPlugin(recorder));
    expect(recorder.queries.length).toBeGreaterThan(0);
    for (const query of recorder.queries) {
      const use = historyUse(await explain(database.db, query));
      const where = `${name}: ${query.sql}`;
      expect(
        use.scans.filter((scan) => scan.startsWith('Seq Scan')),
        where,
      ).toEqual([]);
      expect(use.rowsRead, `${where}\nscans: ${use.scans.join(', ')}`).toBeLessThanOrEqual(MAX_HISTORY_ROWS);
    }
  });

  it('counts the donations page from the totals, equal to the completed donations', async () => {
    const { count, donations } = await new DonationRepository(database.db).listCompleted(
      bigCampaignId,
      pageWindow(1),
    );
    const { completed } = await database.db
      .selectFrom('donations')
      .select((eb) => eb.fn.countAll<number>().as('completed'))
      .where('campaign_id', '=', bigCampaignId)
      .where('is_completed', '=', true)
      .executeTakeFirstOrThrow();
    expect(count).toBe(completed);
    expect(donations).toHaveLength(10);
  });

  it('searches through the pieces index and finds exactly what ILIKE finds, Amharic words too', async () => {
    const campaigns = new CampaignRepository(database.db);
    for (const term of [
      'ውሃ',
      'ንጹህ ውሃ',
      'ው',
      'ሃ ን',
      'R 1',
      'NUMBER 12',
      'neighbourhood',
      'campaign 7',
      'x',
      '%',
      'zzzz',
    ]) {
      const { campaigns: found, count } = await campaigns.list(
        { search: term },
        { offset: 0, limit: 10_000 },
      );
      const { rows } = await sql<{ id: number }>`
        SELECT c.id FROM campaigns c JOIN organizations o ON o.id = c.organization_id
        WHERE o.approval_status = 'approved' AND c.status = 'active' AND c.kind = 'fundraiser'
          AND (strpos(lower(c.title), lower(${term})) > 0 OR strpos(lower(c.description), lower(${term})) > 0)`.execute(
        database.db,
      );
      expect(found.map((campaign) => campaign.id).sort(), term).toEqual(rows.map((row) => row.id).sort());
      expect(count, term).toBe(rows.length);
    }
    expect((await campaigns.list({ search: 'ውሃ' }, pageWindow(1))).count).toBeGreaterThanOrEqual(6);
  });

  it('answers an Amharic search from the pieces index', async () => {
    const recorder = new QueryRecorder(database.db);
    await new CampaignRepository(database.db.withPlugin(recorder)).list({ search: 'ንጹህ' }, pageWindow(1));
    const searches = recorder.queries.filter((query) => query.sql.includes('search_term_grams'));
    // The matches (recorded on their own, run inside the next one) and the one query that counts and pages
    // them from the search rows alone; the page's rows are then read by id.
    expect(searches).toHaveLength(2);
    for (const query of searches) {
      const { indexes } = historyUse(await explain(database.db, query));
      expect(indexes, query.sql).toContain('campaign_search_listed_grams_idx');
      // Neither reads a campaign or an organization row: the search rows decide.
      expect(query.sql).not.toMatch(/"campaigns"|"organizations"/);
    }
  });
});
