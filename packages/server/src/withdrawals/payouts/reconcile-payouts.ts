import type { SettlementLogger } from '../../payments/invoices/invoice-settlement.ts';
import type { PayoutRepository } from './payout-repository.ts';
import type { WithdrawalPayouts } from './withdrawal-payouts.ts';

/** When pending transfers are checked again, and how much one run does. */
export interface PayoutReconcileSchedule {
  /** The delay after a check that found the transfer still pending, doubled at each check (ms)… */
  firstDelayMs: number;
  /** …up to this (ms). */
  maxDelayMs: number;
  /** Attempts claimed per run. */
  batchSize: number;
  /** A claimed attempt is not claimed again for this long unless its check finished (ms). */
  leaseMs: number;
}

export const PAYOUT_RECONCILE_DEFAULTS: PayoutReconcileSchedule = {
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  batchSize: 50,
  leaseMs: 10 * 60_000,
};

export interface PayoutReconcileOptions extends Partial<PayoutReconcileSchedule> {
  payouts: PayoutRepository;
  service: WithdrawalPayouts;
  /** The time of the run (tests move it). */
  now?: Date;
  logger?: SettlementLogger;
}

/** What one run did. */
export interface PayoutReconcileReport {
  checked: number;
  succeeded: number;
  failed: number;
  stillPending: number;
  errors: number;
}

/**
 * One reconciliation run of payouts (issue 15 #1): claims the pending API-rail attempts whose
 * `next_verify_at` has come (`FOR UPDATE SKIP LOCKED`: instances share the work), asks each one's rail
 * (`verifyPayout`) and settles what it answers, through the settle the callbacks use. It finds a lost
 * callback; an attempt still pending, or whose rail did not answer, is checked again after a backoff that
 * doubles with `verify_attempts`. Never marks an attempt failed for silence. Safe to run concurrently.
 */
export async function reconcilePayouts(options: PayoutReconcileOptions): Promise<PayoutReconcileReport> {
  const schedule = { ...PAYOUT_RECONCILE_DEFAULTS, ...definedOnly(options) };
  const now = options.now ?? new Date();
  const report: PayoutReconcileReport = { checked: 0, succeeded: 0, failed: 0, stillPending: 0, errors: 0 };
  const claimed = await options.payouts.claimDue(
    now,
    schedule.batchSize,
    new Date(now.getTime() + schedule.leaseMs),
  );
  for (const attempt of claimed) {
    report.checked++;
    let status;
    try {
      status = await options.service.verifyAndSettle(attempt.reference);
    } catch (error) {
      report.errors++;
      options.logger?.warn(
        { reference: attempt.reference, err: error },
        'reconciliation could not verify a payout',
      );
      status = 'pending' as const;
    }
    if (status === 'succeeded') report.succeeded++;
    else if (status === 'failed') report.failed++;
    else {
      report.stillPending++;
      const delay = Math.min(
        schedule.maxDelayMs,
        schedule.firstDelayMs * 2 ** Math.min(attempt.verify_attempts, 20),
      );
      await options.payouts.reschedule(attempt.reference, new Date(now.getTime() + delay));
    }
  }
  return report;
}

/** A running payout reconciliation loop; `stop()` clears the timer and waits for a run in progress. */
export interface PayoutReconciliationTimer {
  stop(): Promise<void>;
}

/** Runs {@link reconcilePayouts} every `intervalMs`, never two runs at once here; errors are logged. */
export function startPayoutReconciliation(
  options: Omit<PayoutReconcileOptions, 'now'> & { intervalMs: number },
): PayoutReconciliationTimer {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = reconcilePayouts(options)
      .then(() => undefined)
      .catch((error: unknown) => options.logger?.error({ err: error }, 'payout reconciliation run failed'))
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

function definedOnly(options: Partial<PayoutReconcileSchedule>): Partial<PayoutReconcileSchedule> {
  return Object.fromEntries(
    Object.entries(options).filter(([key, value]) => key in PAYOUT_RECONCILE_DEFAULTS && value !== undefined),
  );
}
