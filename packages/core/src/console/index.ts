export type { ConsoleSummary, ConsoleSummaryRate } from './console-summary-types.ts';
export type { AuditLogEntry, AuditLogQuery, Operator, PromoteOperatorRequest } from './console-types.ts';
export { createConsoleClient, type ConsoleClient } from './console-client.ts';
export type {
  FlaggedPayment,
  FlaggedPaymentQuery,
  PaymentReviewResolution,
  PaymentProviderReport,
  ResolvePaymentRequest,
} from './payment-review-types.ts';
export { PAYMENT_REVIEW_RESOLUTIONS } from './payment-review-types.ts';
export type { PaymentReviewCalls } from './payment-review-calls.ts';
