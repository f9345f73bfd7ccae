import type { Currency, WithdrawalStatus } from '@lomi/core';
import type { PayoutRail, PayoutStatus } from './payout-provider.ts';

/** One try to pay a withdrawal out, as the console shows it. */
export interface PayoutAttempt {
  id: number;
  /** Ours: the idempotency key and transfer reference the rail sees (`lomi-wd-{withdrawalId}-{n}`). */
  reference: string;
  rail: PayoutRail;
  status: PayoutStatus;
  /** ETB santim sent. */
  amount: number;
  currency: 'ETB';
  /** ETB per unit of a USD withdrawal's currency at the payout (decimal text); null for ETB withdrawals. */
  etbPerUnit: string | null;
  bankName: string;
  bankCode: string | null;
  accountName: string;
  accountNumber: string;
  /** The rail's id of the transfer, or the operator's bank reference for `manual`. */
  providerRef: string | null;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** A withdrawal as the console's payout queue shows it. */
export interface ConsoleWithdrawal {
  id: number;
  campaign: { id: number; title: string };
  organization: { id: number; name: string };
  requester: { id: number; name: string; email: string | null };
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  status: WithdrawalStatus;
  dateCreated: string;
  dateUpdated: string;
  rejectionReason: string | null;
  paidAt: string | null;
  /** The requester's withdrawal account now (null once deleted). */
  account: {
    accountName: string;
    accountNumber: string;
    bankName: string;
    accountType: 'saving' | 'checking';
    phoneNumber: string;
  } | null;
  /** For USD: ETB santim at today's rate (null for ETB, or when no rate is set). */
  etbEstimate: number | null;
  /** Oldest first. */
  attempts: PayoutAttempt[];
}

/** The console's filters: `open` is pending, approved and failed (the work still to do). */
export const CONSOLE_WITHDRAWAL_FILTERS = [
  'open',
  'pending',
  'approved',
  'failed',
  'paid',
  'rejected',
] as const;

export type ConsoleWithdrawalFilter = (typeof CONSOLE_WITHDRAWAL_FILTERS)[number];
