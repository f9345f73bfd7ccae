import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The columns of `campaign_totals` besides the campaign: what a drift reports, stored against summed. */
export const TOTAL_COLUMNS = [
  'etb_minor',
  'usd_minor',
  'collected_etb_minor',
  'donation_count',
  'withdrawn_etb_minor',
  'withdrawn_usd_minor',
] as const;

export type TotalColumn = (typeof TOTAL_COLUMNS)[number];
export type Totals = Record<TotalColumn, number>;

/** One campaign whose kept totals differ from the sums; `stored` is null when its row is missing. */
export interface TotalsDrift {
  campaignId: number;
  stored: Totals | null;
  summed: Totals;
}

/**
 * Every campaign's totals summed from the rows themselves (what the view of migration 0001 computed on each
 * read, and what the triggers of migration 0026 keep in `campaign_totals`): completed donations, paid
 * withdrawals. It reads every donation: only for the check and the rebuild, never for a page.
 */
const summed = sql`
  SELECT c.id AS campaign_id,
    COALESCE(d.etb_minor, 0)::bigint AS etb_minor,
    COALESCE(d.usd_minor, 0)::bigint AS usd_minor,
    COALESCE(d.collected_etb_minor, 0)::bigint AS collected_etb_minor,
    COALESCE(d.donation_count, 0)::integer AS donation_count,
    COALESCE(w.withdrawn_etb_minor, 0)::bigint AS withdrawn_etb_minor,
    COALESCE(w.withdrawn_usd_minor, 0)::bigint AS withdrawn_usd_minor
  FROM campaigns c
  LEFT JOIN (
    SELECT campaign_id,
      sum(amount_minor) FILTER (WHERE currency = 'ETB') AS etb_minor,
      sum(amount_minor) FILTER (WHERE currency = 'USD') AS usd_minor,
      sum(etb_amount_minor) AS collected_etb_minor,
      count(*) AS donation_count
    FROM donations WHERE is_completed GROUP BY campaign_id
  ) d ON d.campaign_id = c.id
  LEFT JOIN (
    SELECT campaign_id,
      sum(amount_minor) FILTER (WHERE currency = 'ETB') AS withdrawn_etb_minor,
      sum(amount_minor) FILTER (WHERE currency = 'USD') AS withdrawn_usd_minor
    FROM withdrawals WHERE status = 'paid' GROUP BY campaign_id
  ) w ON w.campaign_id = c.id`;

const columnList = sql.raw(TOTAL_COLUMNS.join(', '));

type DriftRow = { campaign_id: number; stored_present: boolean } & Totals & {
    [K in TotalColumn as `stored_${K}`]: number | null;
  };

/** The SQL of `npm run db:check-totals`: compares `campaign_totals` with the sums, and rebuilds it. */
export class CampaignTotalsRepository {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /**
   * The campaigns whose kept totals differ from the sums (or have no row), by campaign id, in one query:
   * one statement sees one snapshot, and the triggers move the totals in their writers' transactions, so a
   * credit committing meanwhile cannot show as a drift.
   */
  async findDrift(): Promise<TotalsDrift[]> {
    const storedColumns = sql.raw(
      TOTAL_COLUMNS.map((column) => `t.${column} AS stored_${column}`).join(', '),
    );
    const { rows } = await sql<DriftRow>`
      SELECT s.*, t.campaign_id IS NOT NULL AS stored_present, ${storedColumns}
      FROM (${summed}) s
      LEFT JOIN campaign_totals t ON t.campaign_id = s.campaign_id
      WHERE (${sql.raw(TOTAL_COLUMNS.map((column) => `t.${column}`).join(', '))})
        IS DISTINCT FROM (${sql.raw(TOTAL_COLUMNS.map((column) => `s.${column}`).join(', '))})
      ORDER BY s.campaign_id`.execute(this.db);
    return rows.map((row) => ({
      campaignId: row.campaign_id,
      stored: row.stored_present ? totalsFrom((column) => row[`stored_${column}`] ?? 0) : null,
      summed: totalsFrom((column) => row[column]),
    }));
  }

  /**
   * Recomputes every campaign's totals from the rows and writes those that differ; returns how many rows it
   * inserted or changed. In one transaction that first locks the table against writers (EXCLUSIVE: reads go
   * on): a credit whose trigger already moved a total has committed before the lock is granted, so the sums
   * count it; one that comes later waits, then adds its own delta to the rebuilt row.
   */
  async rebuild(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE campaign_totals IN EXCLUSIVE MODE`.execute(trx);
      const { rows } = await sql<{ campaign_id: number }>`
        INSERT INTO campaign_totals (campaign_id, ${columnList})
        SELECT campaign_id, ${columnList} FROM (${summed}) s
        ON CONFLICT (campaign_id) DO UPDATE SET
          ${sql.raw(TOTAL_COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', '))}
        WHERE (${sql.raw(TOTAL_COLUMNS.map((column) => `campaign_totals.${column}`).join(', '))})
          IS DISTINCT FROM (${sql.raw(TOTAL_COLUMNS.map((column) => `EXCLUDED.${column}`).join(', '))})
        RETURNING campaign_id`.execute(trx);
      return rows.length;
    });
  }
}

function totalsFrom(value: (column: TotalColumn) => number): Totals {
  return Object.fromEntries(TOTAL_COLUMNS.map((column) => [column, value(column)])) as Totals;
}
