import type { Currency } from '../domain/money.ts';
import type { WithdrawalStatus } from '../withdraw/withdrawal.ts';
import type { WithdrawAccountType } from '../withdraw/withdraw-account.ts';

/** How Lomi can pay a withdrawal: `manual` (an operator's bank transfer), or by a payout provider's API. */
export const PAYOUT_RAILS = ['manual', 'sandbox', 'chapa'] as const;

/** One of {@link PAYOUT_RAILS}. */
export type PayoutRail = (typeof PAYOUT_RAILS)[number];

/** The rails that pay by API: paying by them needs the bank's code of the rail (`GET …/payout-banks/`). */
export function isApiRail(rail: PayoutRail): rail is Exclude<PayoutRail, 'manual'> {
  return rail !== 'manual';
}

/**
 * The filters of the console's withdrawals list: `open` (the default: pending, approved and failed, what
 * still needs an operator) or one status.
 */
export const CONSOLE_WITHDRAWAL_FILTERS = [
  'open',
  'pending',
  'approved',
  'failed',
  'paid',
  'rejected',
] as const;

/** One of {@link CONSOLE_WITHDRAWAL_FILTERS}. */
export type ConsoleWithdrawalFilter = (typeof CONSOLE_WITHDRAWAL_FILTERS)[number];

/** The longest rejection reason the server keeps. */
export const WITHDRAWAL_REJECTION_REASON_MAX_LENGTH = 1000;

/** One try to pay a withdrawal (`payout_attempts`): always in ETB, one open and one succeeded at most. */
export interface PayoutAttempt {
  id: number;
  /** Ours, unique per attempt: the idempotency key the rail sees, or the bank transfer's reference (manual). */
  reference: string;
  rail: PayoutRail;
  status: 'pending' | 'succeeded' | 'failed';
  /** ETB santim. */
  amount: number;
  currency: 'ETB';
  /** For a USD withdrawal: the ETB per USD rate it was paid at, as decimal text (`"57.25"`); else null. */
  etbPerUnit: string | null;
  /** The account paid into, as it was when the attempt was made. */
  bankName: string;
  bankCode: string | null;
  accountName: string;
  accountNumber: string;
  /** The rail's own id of the transfer, once it has one. */
  providerRef: string | null;
  /** Why it failed, in the rail's words; null unless failed. */
  failureReason: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when it succeeded or failed; null while pending. */
  settledAt: string | null;
}

/** The owner's withdrawal account, as the console shows it beside the request. */
export interface ConsoleWithdrawalAccount {
  accountName: string;
  accountNumber: string;
  bankName: string;
  accountType: WithdrawAccountType;
  phoneNumber: string;
}

/** A withdrawal request as the console lists and shows it (issue 15 #1). */
export interface ConsoleWithdrawal {
  id: number;
  campaign: { id: number; title: string };
  organization: { id: number; name: string };
  /** The owner who asked for it; `email` null when their account has none (signed up by phone). */
  requester: { id: number; name: string; email: string | null };
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  status: WithdrawalStatus;
  /** ISO 8601. */
  dateCreated: string;
  dateUpdated: string;
  /** Set iff rejected. */
  rejectionReason: string | null;
  /** ISO 8601, set iff paid. */
  paidAt: string | null;
  /** The owner's withdrawal account today; null when they removed it. */
  account: ConsoleWithdrawalAccount | null;
  /** For a USD withdrawal: what it comes to in ETB santim at today's rate (it is paid in ETB); else null. */
  etbEstimate: number | null;
  /** Every payout attempt, oldest first. */
  attempts: PayoutAttempt[];
}

/** The filters of `GET /api/console/withdrawals/`. */
export interface ConsoleWithdrawalQuery {
  status?: ConsoleWithdrawalFilter;
  page?: number;
}

/** `POST /api/console/withdrawals/{id}/reject/`: the reason the owner reads (1–1000 characters). */
export interface RejectWithdrawalRequest {
  reason: string;
}

/**
 * `POST /api/console/withdrawals/{id}/pay/`: the rail; for an API rail the rail's code of the bank to pay
 * into, for `manual` the reference of the bank transfer the operator made.
 */
export interface PayWithdrawalRequest {
  rail: PayoutRail;
  bankCode?: string;
  reference?: string;
}

/** A bank or wallet a rail can pay into (`GET /api/console/payout-banks/?rail=`). */
export interface PayoutBank {
  /** The rail's code for it. */
  code: string;
  name: string;
  /** The account number's length, when the rail knows it. */
  accountLength?: number;
  isMobileMoney: boolean;
}
