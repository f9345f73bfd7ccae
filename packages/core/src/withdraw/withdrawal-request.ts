import type { Currency } from '../domain/money.ts';

/** The currencies a withdrawal can be requested in, as §3 spells them in the request ('etb' or 'usd'). */
export const WITHDRAWAL_REQUEST_CURRENCIES = ['etb', 'usd'] as const;

/** One of {@link WITHDRAWAL_REQUEST_CURRENCIES}. */
export type WithdrawalRequestCurrency = (typeof WITHDRAWAL_REQUEST_CURRENCIES)[number];

/** Body of `POST /withdraw/request` (§3 Withdraw request payload). */
export interface WithdrawalRequestBody {
  campaignId: number;
  currency: WithdrawalRequestCurrency;
}

/** What to withdraw: the whole available balance of one currency of one of the user's campaigns. */
export interface WithdrawalRequest {
  campaignId: number;
  currency: Currency;
}

/**
 * What one campaign can still pay out to its owner, per currency, in integer minor units
 * (`GET /api/campaigns/mine/{id}/balance`): what its completed donations brought in, less their processing
 * fees, less every withdrawal that is pending, approved or paid. Never below 0.
 */
export interface WithdrawableBalance {
  etb: number;
  usd: number;
}

/** §5's English texts for a withdrawal request the server refuses; the site shows them translated. */
export const WITHDRAWAL_REQUEST_MESSAGES = {
  /** No currency was chosen. */
  currency: 'Please select a currency.',
  /** §5: nothing is left to withdraw in the chosen currency. */
  balance: "You don't have balance in the selected currency.",
} as const;

/** Why a withdrawal cannot be requested: no currency chosen, or nothing to withdraw in it (§5). */
export type WithdrawalRequestProblem = 'required' | 'no-balance';

/** The balance of `currency` in `balance`. */
export function balanceIn(balance: WithdrawableBalance, currency: Currency): number {
  return currency === 'ETB' ? balance.etb : balance.usd;
}

/**
 * Checks a withdrawal request before it is sent (§5): a currency must be chosen, and the campaign must have
 * something to withdraw in it. The server refuses the same, with {@link WITHDRAWAL_REQUEST_MESSAGES}.
 */
export function withdrawalRequestProblem(
  currency: Currency | '',
  balance: WithdrawableBalance,
): WithdrawalRequestProblem | undefined {
  if (currency === '') return 'required';
  return balanceIn(balance, currency) > 0 ? undefined : 'no-balance';
}

/** The body §7 sends for `request`: the currency in lower case, as §3 spells it. */
export function withdrawalRequestBody(request: WithdrawalRequest): WithdrawalRequestBody {
  return {
    campaignId: request.campaignId,
    currency: request.currency === 'ETB' ? 'etb' : 'usd',
  };
}
