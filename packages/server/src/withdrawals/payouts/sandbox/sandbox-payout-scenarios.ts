import type { PayoutBank } from '../payout-provider.ts';

/**
 * How the sandbox rail treats a transfer, chosen by the account number it is sent to (the magic numbers of
 * ../README.md). Every other account number is paid.
 */
export type SandboxPayoutScenario =
  /** Paid after the sandbox delay; one signed callback. */
  | 'pay'
  /** `1000000002`: the bank refuses after the delay ("account closed"); one callback saying failed. */
  | 'account-closed'
  /** `1000000003`: paid, but the callback is lost; only verify (reconciliation) finds it. */
  | 'callback-lost'
  /** `1000000004`: the initiate call times out although the transfer was sent; no callback either. */
  | 'initiate-timeout'
  /** `1000000005`: paid; the same callback is delivered three times. */
  | 'callback-thrice';

const byAccount: Record<string, SandboxPayoutScenario> = {
  '1000000002': 'account-closed',
  '1000000003': 'callback-lost',
  '1000000004': 'initiate-timeout',
  '1000000005': 'callback-thrice',
};

/** The scenario of a transfer to `accountNumber` (`1000000001` and any number not listed: paid). */
export function payoutScenarioFor(accountNumber: string): SandboxPayoutScenario {
  return byAccount[accountNumber] ?? 'pay';
}

/** Why the sandbox's bank refuses `1000000002`, worded as a rail would (shown to operators). */
export const SANDBOX_ACCOUNT_CLOSED_REASON = 'Account closed: the bank returned the transfer.';

/**
 * The banks and wallets the sandbox pays into: a few of Ethiopia's, under Chapa-like slugs. No account
 * length is given, so the magic numbers work with every one of them.
 */
export const SANDBOX_BANKS: readonly PayoutBank[] = [
  { code: 'cbe', name: 'Commercial Bank of Ethiopia', isMobileMoney: false },
  { code: 'awash', name: 'Awash Bank', isMobileMoney: false },
  { code: 'dashen', name: 'Dashen Bank', isMobileMoney: false },
  { code: 'abyssinia', name: 'Bank of Abyssinia', isMobileMoney: false },
  { code: 'telebirr', name: 'telebirr', isMobileMoney: true },
  { code: 'cbebirr', name: 'CBE Birr', isMobileMoney: true },
  { code: 'mpesa', name: 'M-Pesa Ethiopia', isMobileMoney: true },
];
