import type { InvoiceRepository } from '../invoices/invoice-repository.ts';
import type { InvoiceSettlement, SettlementLogger } from '../invoices/invoice-settlement.ts';
import { RECONCILE_DEFAULTS, type ReconcileSchedule } from './reconcile-schedule.ts';

/** Shown to the donor when nobody completed the payment before the invoice expired. */
export const EXPIRED_MESSAGE = 'The payment was not completed in time. No money was taken; please try again.';

export interface ReconcileOptions extends Partial<ReconcileSchedule> {
  invoices: InvoiceRepository;
  settlement: InvoiceSettlement;
  /** The time of the run (tests move it); later claims in the run add the real time elapsed since. */
  now?: Date;
  logger?: SettlementLogger;
}

/** What one run did. */
export interface ReconcileReport {
  /** Pending invoices due for a check when the run started: the backlog. */
  due: number;
  checked: number;
  succeeded: number;
  failed: number;
  expired: number;
  errors: number;
  /** Claims made (the last one finds fewer than a batch, or the budget ran out). */
  batches: number;
  /** True when the run stopped at its time budget with invoices possibly still due. */
  outOfTime: boolean;
  durationMs: number;
}

/**
 * One reconciliation run: claims due pending invoices in due order (`FOR UPDATE SKIP LOCKED`, so
 * instances share the work), a batch at a time while some are due and the time budget lasts, asks each
 * one's provider (a few at once) and settles it; invoices past `expires_at` that the provider still calls
 * pending fail with {@link EXPIRED_MESSAGE}. The others get their next check (see reconcile-schedule.ts).
 * Safe to run concurrently and repeatedly.
 */
export async function reconcileInvoices(options: ReconcileOptions): Promise<ReconcileReport> {
  const schedule: ReconcileSchedule = { ...RECONCILE_DEFAULTS, ...definedOnly(options) };
  const start = options.now ?? new Date();
  const startedAt = performance.now();
  const elapsed = () => performance.now() - startedAt;
  const clock = () => new Date(start.getTime() + elapsed());
  const report: ReconcileReport = {
    due: await options.invoices.countDueForReconciliation(start),
    checked: 0,
    succeeded: 0,
    failed: 0,
    expired: 0,
    errors: 0,
    batches: 0,
    outOfTime: false,
    durationMs: 0,
  };
  // Checked in this run means not again in this run, whatever the minimum interval.
  const verifiedBefore = new Date(start.getTime() - schedule.minIntervalMs);
  for (;;) {
    if (report.batches > 0 && elapsed() >= schedule.budgetMs) {
      report.outOfTime = true;
      break;
    }
    const now = clock();
    const claimed = await options.invoices.claimForReconciliation(
      now,
      verifiedBefore,
      schedule.batchSize,
      new Date(now.getTime() + schedule.leaseMs),
    );
    report.batches++;
    report.checked += claimed.length;
    const stillPending: string[] = [];
    await forEachConcurrently(claimed, schedule.concurrency, async ({ id, expires_at: expiresAt }) => {
      if (await checkOne(options, id, expiresAt, clock(), report)) stillPending.push(id);
    });
    await options.invoices.rescheduleChecks(stillPending, clock(), {
      minDelayMs: schedule.minIntervalMs,
      maxDelayMs: schedule.maxDelayMs,
      ageFraction: schedule.ageFraction,
    });
    if (claimed.length < schedule.batchSize) break;
  }
  report.durationMs = Math.round(elapsed());
  return report;
}

/** Verifies and settles one invoice; true when it is still pending afterwards (it needs a next check). */
async function checkOne(
  options: ReconcileOptions,
  id: string,
  expiresAt: Date,
  now: Date,
  report: ReconcileReport,
): Promise<boolean> {
  let status;
  try {
    status = await options.settlement.verifyAndSettle(id);
  } catch (error) {
    report.errors++;
    options.logger?.warn({ invoiceId: id, err: error }, 'reconciliation could not verify an invoice');
    return true;
  }
  if (status === 'success') report.succeeded++;
  else if (status === 'failed') report.failed++;
  else if (
    expiresAt <= now &&
    (await options.invoices.markFailed(id, EXPIRED_MESSAGE, { expiredBefore: now }))
  ) {
    report.expired++;
  } else return status === 'pending';
  return false;
}

async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

function definedOnly(options: Partial<ReconcileSchedule>): Partial<ReconcileSchedule> {
  return Object.fromEntries(
    Object.entries(options).filter(([key, value]) => key in RECONCILE_DEFAULTS && value !== undefined),
  );
}
