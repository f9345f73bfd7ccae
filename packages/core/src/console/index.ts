export type { ConsoleSummary, ConsoleSummaryRate } from './console-summary-types.ts';
export type { AuditLogEntry, AuditLogQuery, Operator, PromoteOperatorRequest } from './console-types.ts';
export { createConsoleClient, type ConsoleClient } from './console-client.ts';
export {
  CAMPAIGN_IMAGES_MAX,
  type CampaignEdit,
  type CampaignImageOrder,
  type EditableCampaign,
  type EditableCampaignDocument,
  type EditableCampaignImage,
} from './campaign-editor-types.ts';
export type { CampaignEditorCalls, CampaignEditorUploadOptions } from './campaign-editor-calls.ts';
export { consoleCampaignFormData } from './campaign-editor-form.ts';
export type {
  FlaggedPayment,
  FlaggedPaymentQuery,
  PaymentReviewResolution,
  PaymentProviderReport,
  ResolvePaymentRequest,
} from './payment-review-types.ts';
export { PAYMENT_REVIEW_RESOLUTIONS } from './payment-review-types.ts';
export type { PaymentReviewCalls } from './payment-review-calls.ts';
export type { ConsoleHelpQuestionCalls, ConsoleReportCalls } from './inbox-calls.ts';
export {
  REPORT_RESOLUTION_ACTIONS,
  RESOLUTION_NOTE_MAX_LENGTH,
  type ConsoleHelpQuestion,
  type ConsoleHelpQuestionQuery,
  type ConsoleReport,
  type ConsoleReportQuery,
  type InboxResolution,
  type InboxStatus,
  type ReportedCampaign,
  type ReportedOrganization,
  type ReportResolutionAction,
  type ResolveHelpQuestionRequest,
  type ResolveReportRequest,
} from './inbox-types.ts';
export type {
  CampaignDeadlineRequest,
  CampaignReasonRequest,
  ConsoleCampaign,
  ConsoleCampaignQuery,
  ConsoleCampaignSummary,
} from './campaign-moderation-types.ts';
export type { ConsoleOrganizationCalls, ConsoleOrganizationChanges } from './organization-calls.ts';
export type {
  ConsoleOrganization,
  ConsoleOrganizationDocument,
  ConsoleOrganizationOwner,
  ConsoleOrganizationQuery,
  ConsoleOrganizationSummary,
} from './organization-types.ts';
export type { ConsoleCampaignCalls } from './campaign-moderation-calls.ts';
export type { CharityCalls, CharityUploadOptions } from './charity-calls.ts';
export {
  CHARITY_MAX_LENGTHS,
  charityFormData,
  charityFormErrors,
  type CharityFieldProblem,
  type CharityFormErrors,
} from './charity-form.ts';
export type {
  CharityFields,
  CharityFiles,
  CharityUpdate,
  ConsoleCharity,
  ConsoleCharityQuery,
} from './charity-types.ts';
export type { ExchangeRateCalls } from './exchange-rate-calls.ts';
export type {
  ExchangeRateEntry,
  ExchangeRateOverview,
  SetExchangeRateRequest,
} from './exchange-rate-types.ts';
export {
  ETB_PER_USD_DECIMALS,
  ETB_PER_USD_RANGE,
  etbMinorOfUsd,
  formatEtbPerUsd,
  parseEtbPerUsd,
  type ExchangeRateProblem,
} from './exchange-rate-value.ts';
export type { ConsoleWithdrawalCalls } from './withdrawal-calls.ts';
export {
  CONSOLE_WITHDRAWAL_FILTERS,
  PAYOUT_RAILS,
  WITHDRAWAL_REJECTION_REASON_MAX_LENGTH,
  isApiRail,
  type ConsoleWithdrawal,
  type ConsoleWithdrawalAccount,
  type ConsoleWithdrawalFilter,
  type ConsoleWithdrawalQuery,
  type PayoutAttempt,
  type PayoutBank,
  type PayoutRail,
  type PayWithdrawalRequest,
  type RejectWithdrawalRequest,
} from './withdrawal-types.ts';
