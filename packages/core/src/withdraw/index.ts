export {
  EMPTY_WITHDRAW_ACCOUNT_FORM,
  WITHDRAW_ACCOUNT_MESSAGES,
  WITHDRAW_ACCOUNT_TEXT_LIMITS,
  WITHDRAW_ACCOUNT_TYPES,
  withdrawAccountErrors,
  withdrawAccountForm,
  withdrawAccountRequest,
  type WithdrawAccount,
  type WithdrawAccountErrors,
  type WithdrawAccountField,
  type WithdrawAccountForm,
  type WithdrawAccountProblem,
  type WithdrawAccountRequest,
  type WithdrawAccountType,
} from './withdraw-account.ts';
export {
  RECENT_WITHDRAWALS_LIMIT,
  WITHDRAWAL_STATUSES,
  type RecentWithdrawals,
  type Withdrawal,
  type WithdrawalStatus,
} from './withdrawal.ts';
export {
  WITHDRAWAL_REQUEST_CURRENCIES,
  WITHDRAWAL_REQUEST_MESSAGES,
  balanceIn,
  withdrawalRequestBody,
  withdrawalRequestProblem,
  type WithdrawableBalance,
  type WithdrawalRequest,
  type WithdrawalRequestBody,
  type WithdrawalRequestCurrency,
  type WithdrawalRequestProblem,
} from './withdrawal-request.ts';
export type { WithdrawCalls } from './withdraw-calls.ts';
