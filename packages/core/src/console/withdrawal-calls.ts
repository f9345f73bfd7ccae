import type { JsonRequester, RequestOptions } from '../api-client/json-requester.ts';
import { queryParams } from '../api-client/query-params.ts';
import type { PagedList } from '../domain/index.ts';
import type {
  ConsoleWithdrawal,
  ConsoleWithdrawalQuery,
  PayoutBank,
  PayoutRail,
  PayWithdrawalRequest,
} from './withdrawal-types.ts';

/**
 * The console's calls about withdrawal requests (issue 15 #1). Every action answers the withdrawal as it now
 * stands; 409 when its status no longer allows the action (another operator moved it first): read it again.
 */
export interface ConsoleWithdrawalCalls {
  /** A page of withdrawals, `open` ones (pending, approved, failed) by default, oldest request first. */
  list(query?: ConsoleWithdrawalQuery, options?: RequestOptions): Promise<PagedList<ConsoleWithdrawal>>;
  /** One withdrawal with its account and every payout attempt; 404 for no such withdrawal. */
  get(id: number, options?: RequestOptions): Promise<ConsoleWithdrawal>;
  /** pending → approved. */
  approve(id: number, options?: RequestOptions): Promise<ConsoleWithdrawal>;
  /** pending → rejected with the reason the owner reads; the money stays with the campaign. */
  reject(id: number, reason: string, options?: RequestOptions): Promise<ConsoleWithdrawal>;
  /**
   * Pays an approved withdrawal, or a failed one again, in ETB: `manual` with the bank transfer's reference
   * (paid at once), an API rail with the bank's code (it answers with the attempt pending until the rail
   * confirms it).
   */
  pay(id: number, request: PayWithdrawalRequest, options?: RequestOptions): Promise<ConsoleWithdrawal>;
  /** The rails this server can pay by: `manual` always, the configured API rails. */
  rails(options?: RequestOptions): Promise<PayoutRail[]>;
  /** The banks and wallets an API rail can pay into. */
  banks(rail: PayoutRail, options?: RequestOptions): Promise<PayoutBank[]>;
}

const withdrawalPath = (id: number, action = '') =>
  `/api/console/withdrawals/${encodeURIComponent(id)}${action === '' ? '' : `/${action}`}`;

/** The withdrawal calls over `requester`. */
export function withdrawalCalls({ getJson, postJson }: JsonRequester): ConsoleWithdrawalCalls {
  return {
    list: async (query = {}, options) => {
      const page = await getJson<Omit<PagedList<ConsoleWithdrawal>, 'total'> & { total?: number }>(
        '/api/console/withdrawals/',
        queryParams({ status: query.status, page: query.page }),
        options,
      );
      // The list has no wider collection than its filter: its total is its count.
      return { ...page, total: page.total ?? page.count };
    },
    get: (id, options) => getJson(withdrawalPath(id), {}, options),
    approve: (id, options) => postJson(withdrawalPath(id, 'approve'), {}, options),
    reject: (id, reason, options) => postJson(withdrawalPath(id, 'reject'), { reason }, options),
    pay: (id, request, options) => postJson(withdrawalPath(id, 'pay'), request, options),
    rails: async (options) =>
      (await getJson<{ rails: PayoutRail[] }>('/api/console/payout-rails/', {}, options)).rails,
    banks: async (rail, options) =>
      (await getJson<{ banks: PayoutBank[] }>('/api/console/payout-banks/', { rail }, options)).banks,
  };
}
