export type { ConsoleSummary, ConsoleSummaryRate } from './console-summary-types.ts';
export type { AuditLogEntry, AuditLogQuery, Operator, PromoteOperatorRequest } from './console-types.ts';
export { createConsoleClient, type ConsoleClient } from './console-client.ts';
export type {
  CampaignDeadlineRequest,
  CampaignReasonRequest,
  ConsoleCampaign,
  ConsoleCampaignQuery,
  ConsoleCampaignSummary,
} from './campaign-moderation-types.ts';
export type { ConsoleCampaignCalls } from './campaign-moderation-calls.ts';
