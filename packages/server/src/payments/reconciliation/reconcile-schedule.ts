/**
 * When reconciliation checks a pending invoice, and how much one run does. The design and its bound are in
 * packages/server/README.md ("Reconciliation").
 */
export interface ReconcileSchedule {
  /** Least time between two checks of one invoice, by reconciliation or a poll (ms). */
  minIntervalMs: number;
  /** Backoff cap: a pending invoice is checked again at most this long after its last check (ms). */
  maxDelayMs: number;
  /**
   * The delay to the next check as a share of the invoice's age: a fresh mobile-money invoice is checked
   * soon and often, an abandoned checkout more and more rarely (until `maxDelayMs`).
   */
  ageFraction: number;
  /** Invoices per claim. */
  batchSize: number;
  /** A run claims no further batch after this long (ms); the rest waits for the next run. */
  budgetMs: number;
  /** Provider checks in flight at once within a batch. */
  concurrency: number;
  /**
   * A claimed invoice is not claimed again for this long (ms) unless its check finished: longer than a
   * batch can take (provider calls time out after 15 s), so two reconcilers never check one invoice at once.
   */
  leaseMs: number;
}

export const RECONCILE_DEFAULTS: ReconcileSchedule = {
  minIntervalMs: 10_000,
  maxDelayMs: 15 * 60_000,
  ageFraction: 0.25,
  batchSize: 50,
  budgetMs: 20_000,
  concurrency: 4,
  leaseMs: 10 * 60_000,
};
