import { ETB_PER_USD_RANGE, parseEtbPerUsd, type ExchangeRateEntry } from '@lomi/core';
import { AuditLog } from '../console/audit-log.ts';
import { ApiError, invalidField } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import type { ExchangeRateHistoryRepository } from './exchange-rate-history-repository.ts';

const PROBLEMS = {
  invalid: 'must be a decimal number of birr per US dollar, such as 57.25',
  tooPrecise: 'must have at most 6 decimals',
  outOfRange: `must be between ${ETB_PER_USD_RANGE.min} and ${ETB_PER_USD_RANGE.max.toLocaleString('en')} birr per US dollar`,
} as const;

/**
 * The USD → ETB rate operators set (issue 14 #8). USD donations are converted at the newest rate (see
 * payments/initiation/donation-initiator.ts); none recorded, they are refused with
 * `LOMI_ERR_EXCHANGE_RATE_MISSING`. A rate is never changed: setting one adds it to the history, audited
 * in the same transaction.
 */
export class ExchangeRates {
  readonly #rates: ExchangeRateHistoryRepository;

  constructor(rates: ExchangeRateHistoryRepository) {
    this.#rates = rates;
  }

  /** The rate in force (null: none) and a window of the history, newest first, with its length. */
  async overview(window: { offset: number; limit: number }): Promise<{
    current: ExchangeRateEntry | null;
    results: ExchangeRateEntry[];
    count: number;
  }> {
    const [current, { results, count }] = await Promise.all([
      this.#rates.current(),
      this.#rates.page(window),
    ]);
    return { current: current ?? null, results, count };
  }

  /**
   * Records `etbPerUnit` (decimal text) as the rate from now on, if the rate in force is still `previousId`
   * (null: none) as the operator saw it: 400 for a rate outside the rules, 409 when another was set since.
   */
  async set(operatorId: number, etbPerUnit: string, previousId: number | null): Promise<ExchangeRateEntry> {
    const parsed = parseEtbPerUsd(etbPerUnit);
    if (!parsed.ok) throw invalidField('etb_per_unit', `etb_per_unit ${PROBLEMS[parsed.problem]}.`);
    return this.#rates.transaction(async (rates, trx) => {
      await rates.lockForNewRate();
      const before = await rates.current();
      if ((before?.id ?? null) !== previousId) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          before
            ? `The rate was changed to ${before.etb_per_unit} ETB per USD by ${before.set_by?.username ?? 'the seed'} ` +
                `at ${before.effective_at}, after you looked. Check it, then set yours again if it still applies.`
            : 'The rate you replaced is no longer recorded. Reload the page, then set the rate again.',
        );
      }
      const id = await rates.add(parsed.value, operatorId);
      const after = (await rates.current())!;
      await AuditLog.record(trx, {
        operatorId,
        action: 'exchange_rate.set',
        targetType: 'exchange_rate',
        targetId: id,
        before: before ? { id: before.id, etb_per_unit: before.etb_per_unit } : null,
        after: { id, etb_per_unit: after.etb_per_unit },
      });
      return after;
    });
  }
}
