import type { JsonRequester, RequestOptions } from '../api-client/json-requester.ts';
import type { WithdrawAccount, WithdrawAccountForm } from './withdraw-account.ts';
import { withdrawalRequestBody, type WithdrawalRequest } from './withdrawal-request.ts';
import type { RecentWithdrawals, Withdrawal } from './withdrawal.ts';

/** The withdrawal account and withdrawals of the signed-in user (§7 Withdraw; all login only). */
export interface WithdrawCalls {
  /** The saved withdrawal account, or null when none is saved yet. */
  account(options?: RequestOptions): Promise<WithdrawAccount | null>;
  /**
   * Saves the first withdrawal account (check `withdrawAccountErrors(form)` first: a form with problems throws
   * a `RangeError` before anything is sent). 400 for a field §5 refuses, 409 when one is saved already.
   */
  createAccount(form: WithdrawAccountForm, options?: RequestOptions): Promise<WithdrawAccount>;
  /** Changes the saved withdrawal account (as `createAccount`); 404 when none is saved yet. */
  updateAccount(form: WithdrawAccountForm, options?: RequestOptions): Promise<WithdrawAccount>;
  /** The most recent withdrawals the user requested, newest first, and how many there are in all. */
  mine(options?: RequestOptions): Promise<RecentWithdrawals>;
  /**
   * Requests the whole withdrawable balance of one currency of an own campaign (check
   * `withdrawalRequestProblem` first), answered as the new pending withdrawal. 400 `LOMI_ERR_NO_BALANCE` when
   * nothing is left in that currency, 409 `LOMI_ERR_WITHDRAW_ACCOUNT_MISSING` before a withdrawal account is
   * saved, 403 for another organization's public campaign, 404 for one that is not public or does not exist.
   */
  request(request: WithdrawalRequest, options?: RequestOptions): Promise<Withdrawal>;
}

/** `GET /withdraw/mine`: the list and the number of all. */
interface MineAnswer {
  data: Withdrawal[];
  count: number;
}

/**
 * The §5 rules of the account form, loaded when a form is sent: the account client is part of every page's
 * first load, and only /withdraw and the withdraw panel (which load the rules themselves) ever send one.
 */
async function accountRequestOf(form: WithdrawAccountForm) {
  const { withdrawAccountRequest } = await import('./withdraw-account.ts');
  return withdrawAccountRequest(form);
}

/**
 * The calls of §7 Withdraw over `requester`, with the server's `{ data }` envelopes unwrapped. Paths without
 * `/api`, as §7 names them. Every method rejects with `ApiError`; all reject with status 401 without a token.
 */
export function withdrawCalls(requester: JsonRequester): WithdrawCalls {
  return {
    async account(options) {
      const answer = await requester.getJson<{ data: WithdrawAccount | null }>(
        '/withdraw/account/get',
        {},
        options,
      );
      return answer.data;
    },
    async createAccount(form, options) {
      const body = await accountRequestOf(form);
      const answer = await requester.postJson<{ data: WithdrawAccount }>(
        '/withdraw/account/create',
        body,
        options,
      );
      return answer.data;
    },
    async updateAccount(form, options) {
      const body = await accountRequestOf(form);
      const answer = await requester.putJson<{ data: WithdrawAccount }>(
        '/withdraw/account/update',
        body,
        options,
      );
      return answer.data;
    },
    async mine(options) {
      const answer = await requester.getJson<MineAnswer>('/withdraw/mine', {}, options);
      return { withdrawals: answer.data, count: answer.count };
    },
    async request(request, options) {
      const answer = await requester.postJson<{ data: Withdrawal }>(
        '/withdraw/request',
        withdrawalRequestBody(request),
        options,
      );
      return answer.data;
    },
  };
}
