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
export type { ConsoleOrganizationCalls, ConsoleOrganizationChanges } from './organization-calls.ts';
export type {
  ConsoleOrganization,
  ConsoleOrganizationDocument,
  ConsoleOrganizationOwner,
  ConsoleOrganizationQuery,
  ConsoleOrganizationSummary,
} from './organization-types.ts';
