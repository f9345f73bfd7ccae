import type { ConsoleSummary } from '@lomi/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type CountKey = Exclude<keyof ConsoleSummary, 'exchange_rate'>;

/**
 * The counts of the console's start page (issue 14 #2), each over an index that holds (or starts with) only
 * the waiting rows, so it takes as long with 100,000 campaigns as with ten (`npm run bench:console` times
 * it and EXPLAINs each of these):
 * organizations and campaigns by the indexes that lead with their status, withdrawals
 * by `withdrawals_pending_idx` (0019), reports and help questions by `reports_open_idx` and
 * `help_questions_open_idx` (0014), flagged payments by `invoices_review_open_idx` (0017).
 */
export const SUMMARY_COUNTS: Record<CountKey, string> = {
  organizations_pending: `SELECT count(*)::int FROM organizations WHERE approval_status = 'pending'`,
  campaigns_in_review: `SELECT count(*)::int FROM campaigns WHERE status = 'in_review'`,
  withdrawals_pending: `SELECT count(*)::int FROM withdrawals WHERE status = 'pending'`,
  reports_open: `SELECT count(*)::int FROM reports WHERE resolved_at IS NULL`,
  help_questions_open: `SELECT count(*)::int FROM help_questions WHERE resolved_at IS NULL`,
  payments_flagged: `SELECT count(*)::int FROM invoices WHERE review_reason IS NOT NULL AND review_resolved_at IS NULL`,
};

/** The USD→ETB rate in force, by `exchange_rates_currency_effective_idx`. */
export const CURRENT_RATE = `SELECT etb_per_unit, effective_at FROM exchange_rates
  WHERE currency = 'USD' ORDER BY effective_at DESC LIMIT 1`;

type SummaryRow = Record<CountKey, number> & {
  etb_per_usd: number | string | null;
  rate_set_at: Date | string | null;
  rate_age_seconds: number | null;
};

/** What waits for the team, in one query (one round trip for the start page). */
export class ConsoleSummaryRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async summary(): Promise<ConsoleSummary> {
    const counts = Object.entries(SUMMARY_COUNTS).map(([key, query]) => `(${query}) AS ${key}`);
    const { rows } = await sql<SummaryRow>`
      SELECT
        ${sql.raw(counts.join(',\n        '))},
        rate.etb_per_unit::float8 AS etb_per_usd,
        rate.effective_at AS rate_set_at,
        floor(extract(epoch FROM now() - rate.effective_at))::int AS rate_age_seconds
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (${sql.raw(CURRENT_RATE)}) AS rate ON true
    `.execute(this.#db);
    const row = rows[0]!;
    return {
      organizations_pending: row.organizations_pending,
      campaigns_in_review: row.campaigns_in_review,
      withdrawals_pending: row.withdrawals_pending,
      reports_open: row.reports_open,
      help_questions_open: row.help_questions_open,
      payments_flagged: row.payments_flagged,
      exchange_rate:
        row.etb_per_usd === null || row.rate_set_at === null
          ? null
          : {
              etb_per_usd: Number(row.etb_per_usd),
              set_at: new Date(row.rate_set_at).toISOString(),
              age_seconds: Math.max(0, row.rate_age_seconds ?? 0),
            },
    };
  }
}
