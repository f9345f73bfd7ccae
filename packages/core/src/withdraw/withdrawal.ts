import type { Currency } from '../domain/money.ts';

/**
 * Where a withdrawal stands. `pending`: requested, waiting for Lomi's team to check it; `approved`: checked,
 * to be paid into the withdrawal account; `paid`: the money was sent (it then counts as withdrawn in the
 * campaign's totals); `failed`: the last payout attempt failed, nothing was paid and the team can pay it again;
 * `rejected`: refused with a reason, nothing was paid and the money stays with the campaign. The only moves:
 * pending → approved → paid | failed, failed → paid | failed (a retry), pending → rejected.
 */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'failed', 'rejected'] as const;

/** One of {@link WITHDRAWAL_STATUSES}. */
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** §3 Withdrawal, as `GET /withdraw/mine` lists them. */
export interface Withdrawal {
  id: number;
  /** The campaign whose collected money is withdrawn. */
  campaignId: number;
  /** Integer minor units (santim, cents) of `currency`. */
  amount: number;
  currency: Currency;
  status: WithdrawalStatus;
  /** ISO 8601 time of the request. */
  dateCreated: string;
  /** ISO 8601 time of the last change of status. */
  dateUpdated: string;
  /** Lomi's team's reason, when `status` is `rejected`; else null. */
  rejectionReason: string | null;
  /** ISO 8601 time the money was sent, when `status` is `paid`; else null. */
  paidAt: string | null;
}

/**
 * How many withdrawals `GET /withdraw/mine` lists: the most recent ones. Few users ever have more (one request
 * per payout); `count` tells when there are.
 */
export const RECENT_WITHDRAWALS_LIMIT = 50;

/** The signed-in user's most recent withdrawals, newest first, and how many they have in all. */
export interface RecentWithdrawals {
  /** At most {@link RECENT_WITHDRAWALS_LIMIT}, newest first. */
  withdrawals: Withdrawal[];
  /** Every withdrawal the user has requested, also those not listed. */
  count: number;
}
