import type { ReconcileOptions, ReconcileReport } from './reconcile-invoices.ts';
import { reconcileInvoices } from './reconcile-invoices.ts';

/** A running reconciliation loop; `stop()` clears the timer and waits for a run in progress. */
export interface ReconciliationTimer {
  stop(): Promise<void>;
}

/**
 * Runs {@link reconcileInvoices} every `intervalMs` (never two runs at once in this process). Errors are
 * logged, never thrown: a broken database must not take the server down.
 */
export function startReconciliation(
  options: Omit<ReconcileOptions, 'now'> & {
    intervalMs: number;
    onReport?: (report: ReconcileReport) => void;
  },
): ReconciliationTimer {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = reconcileInvoices(options)
      .then((report) => options.onReport?.(report))
      .catch((error: unknown) => options.logger?.error({ err: error }, 'reconciliation run failed'))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
