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
