import type { ConsoleSummary } from '@lomi/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

interface SummaryRow {
  organizations_pending: number;
  campaigns_in_review: number;
  withdrawals_pending: number;
  reports_open: number;
  help_questions_open: number;
  payments_flagged: number;
  etb_per_usd: number | string | null;
  rate_set_at: Date | string | null;
  rate_age_seconds: number | null;
}

/**
 * The counts of the console's start page (issue 14 #2), in one query. Each count reads an index that holds
 * (or starts with) only the waiting rows, so the answer takes as long with 100,000 campaigns as with ten
 * (`npm run bench:console`): organizations by `organizations_status_name_idx`, campaigns by
 * `campaigns_status_created_idx`, withdrawals by `withdrawals_pending_idx` (migration 0019), the rate by
 * `exchange_rates_currency_effective_idx`.
 */
export class ConsoleSummaryRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async summary(): Promise<ConsoleSummary> {
    const { rows } = await sql<SummaryRow>`
      SELECT
        (SELECT count(*)::int FROM organizations WHERE approval_status = 'pending') AS organizations_pending,
        (SELECT count(*)::int FROM campaigns WHERE status = 'in_review') AS campaigns_in_review,
        (SELECT count(*)::int FROM withdrawals WHERE status = 'pending') AS withdrawals_pending,
        (SELECT count(*)::int FROM reports) AS reports_open,
        (SELECT count(*)::int FROM help_questions) AS help_questions_open,
        (SELECT count(*)::int FROM invoices
          WHERE review_reason IS NOT NULL AND review_resolved_at IS NULL) AS payments_flagged,
        rate.etb_per_unit::float8 AS etb_per_usd,
        rate.effective_at AS rate_set_at,
        floor(extract(epoch FROM now() - rate.effective_at))::int AS rate_age_seconds
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (
        SELECT etb_per_unit, effective_at FROM exchange_rates
        WHERE currency = 'USD' ORDER BY effective_at DESC LIMIT 1
      ) AS rate ON true
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
