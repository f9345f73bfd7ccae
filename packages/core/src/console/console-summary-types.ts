/** What waits for the team (issue 14 #2), as `GET /api/console/summary/` counts it for the start page. */
export interface ConsoleSummary {
  /** Organizations whose approval is pending. */
  organizations_pending: number;
  /** Campaigns submitted by their creators and waiting for review (`in_review`). */
  campaigns_in_review: number;
  /** Withdrawal requests not yet approved or rejected. */
  withdrawals_pending: number;
  /** Reports of campaigns and organizations not yet resolved. */
  reports_open: number;
  /** Help questions not yet resolved. */
  help_questions_open: number;
  /** Payments the server flagged for a person and nobody resolved yet. */
  payments_flagged: number;
  /** The current USD→ETB rate and how old it is; null when none was ever set (USD donations then fail). */
  exchange_rate: ConsoleSummaryRate | null;
}

/** The USD→ETB rate in force, as the start page shows its age. */
export interface ConsoleSummaryRate {
  /** Birr per US dollar. */
  etb_per_usd: number;
  /** When it was set (ISO 8601). */
  set_at: string;
  /** Its age in whole seconds, by the server's clock. */
  age_seconds: number;
}
