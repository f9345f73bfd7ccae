import type { InvoiceRepository } from '../invoices/invoice-repository.ts';
import type { InvoiceSettlement, SettlementLogger } from '../invoices/invoice-settlement.ts';

/** Shown to the donor when nobody completed the payment before the invoice expired. */
export const EXPIRED_MESSAGE = 'The payment was not completed in time. No money was taken; please try again.';

export interface ReconcileOptions {
  invoices: InvoiceRepository;
  settlement: InvoiceSettlement;
  now?: Date;
  /** An invoice verified more recently than this is left alone (ms). */
  minIntervalMs?: number;
  /** At most this many invoices per run. */
  batchSize?: number;
  logger?: SettlementLogger;
}

/** What one run did. */
export interface ReconcileReport {
  checked: number;
  succeeded: number;
  failed: number;
  expired: number;
  errors: number;
}

/**
 * One reconciliation run: claims pending invoices (`FOR UPDATE SKIP LOCKED`, so instances share the work),
 * asks each one's provider and settles it; invoices past `expires_at` that the provider still calls pending
 * fail with {@link EXPIRED_MESSAGE}. Safe to run concurrently and repeatedly.
 */
export async function reconcileInvoices(options: ReconcileOptions): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const claimed = await options.invoices.claimForReconciliation(
    now,
    new Date(now.getTime() - (options.minIntervalMs ?? 10_000)),
    options.batchSize ?? 50,
  );
  const report: ReconcileReport = { checked: claimed.length, succeeded: 0, failed: 0, expired: 0, errors: 0 };
  for (const { id, expires_at: expiresAt } of claimed) {
    let status;
    try {
      status = await options.settlement.verifyAndSettle(id);
    } catch (error) {
      report.errors++;
      options.logger?.warn({ invoiceId: id, err: error }, 'reconciliation could not verify an invoice');
      continue;
    }
    if (status === 'success') report.succeeded++;
    else if (status === 'failed') report.failed++;
    else if (
      expiresAt <= now &&
      (await options.invoices.markFailed(id, EXPIRED_MESSAGE, { expiredBefore: now }))
    ) {
      report.expired++;
    }
  }
  return report;
}
