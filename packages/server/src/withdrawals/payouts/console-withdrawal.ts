// The console's view of withdrawals is @lomi/core's (the console reads exactly what the routes answer); the
// server builds it in withdrawal-payouts.ts and its route schemas check it with `shapeOf`.
export {
  CONSOLE_WITHDRAWAL_FILTERS,
  type ConsoleWithdrawal,
  type ConsoleWithdrawalFilter,
  type PayoutAttempt,
} from '@lomi/core';
