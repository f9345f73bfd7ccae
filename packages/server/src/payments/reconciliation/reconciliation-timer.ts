import type { ReconcileOptions, ReconcileReport } from './reconcile-invoices.ts';
import { reconcileInvoices } from './reconcile-invoices.ts';

/** A running reconciliation loop; `stop()` clears the timer and waits for a run in progress. */
export interface ReconciliationTimer {
  stop(): Promise<void>;
}

/** Warn when this many invoices were due at the start of `runs` runs in a row. */
export interface BacklogAlert {
  threshold: number;
  runs: number;
}

/**
 * Runs {@link reconcileInvoices} every `intervalMs` (never two runs at once in this process). Errors are
 * logged, never thrown: a broken database must not take the server down. A due backlog that stays above
 * `backlogAlert.threshold` is logged as a warning (the hook for an alert): invoices then wait longer than
 * the schedule promises.
 */
export function startReconciliation(
  options: Omit<ReconcileOptions, 'now'> & {
    intervalMs: number;
    backlogAlert?: BacklogAlert;
    onReport?: (report: ReconcileReport) => void;
  },
): ReconciliationTimer {
  let running: Promise<void> | undefined;
  let runsAbove = 0;
  const alert = options.backlogAlert;
  const timer = setInterval(() => {
    if (running) return;
    running = reconcileInvoices(options)
      .then((report) => {
        options.onReport?.(report);
        runsAbove = alert && report.due > alert.threshold ? runsAbove + 1 : 0;
        if (alert && runsAbove >= alert.runs) {
          options.logger?.warn(
            { due: report.due, threshold: alert.threshold, runs: runsAbove },
            'reconciliation backlog stays above its alert threshold',
          );
        }
      })
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

/** What the app's reconciliation job is told (server.ts reads it from LOMI_RECONCILE_*): all but its services. */
export type ReconciliationSettings = Omit<
  Parameters<typeof startReconciliation>[0],
  'invoices' | 'settlement' | 'logger'
>;
