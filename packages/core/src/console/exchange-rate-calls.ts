import { requesterOf } from '../api-client/client-requester.ts';
import type { RequestOptions } from '../api-client/json-requester.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import { queryParams } from '../api-client/query-params.ts';
import type {
  ExchangeRateEntry,
  ExchangeRateOverview,
  SetExchangeRateRequest,
} from './exchange-rate-types.ts';

/** The console's exchange-rate calls (issue 14 #8). */
export interface ExchangeRateCalls {
  /** The USD → ETB rate in force and a page (10) of every rate recorded, newest first. */
  get(query?: { page?: number }, options?: RequestOptions): Promise<ExchangeRateOverview>;
  /**
   * Records a new rate, in force at once: 400 for a rate that is not a decimal of 1–10,000 with at most 6
   * decimals; 409 `LOMI_ERR_CONFLICT` when the current rate is no longer `previous_id` (another operator set
   * one since).
   */
  set(request: SetExchangeRateRequest, options?: RequestOptions): Promise<ExchangeRateEntry>;
}

/** The exchange-rate calls over `client`. */
export function exchangeRateCalls(client: LomiClient): ExchangeRateCalls {
  const { getJson, postJson } = requesterOf(client);
  return {
    get: (query = {}, options) =>
      getJson('/api/console/exchange-rate/', queryParams({ page: query.page }), options),
    set: (request, options) => postJson('/api/console/exchange-rate/', request, options),
  };
}
