export type { AuditLogEntry, AuditLogQuery, Operator, PromoteOperatorRequest } from './console-types.ts';
export { createConsoleClient, type ConsoleClient } from './console-client.ts';
export type { ConsoleOrganizationCalls, ConsoleOrganizationChanges } from './organization-calls.ts';
export type {
  ConsoleOrganization,
  ConsoleOrganizationDocument,
  ConsoleOrganizationOwner,
  ConsoleOrganizationQuery,
  ConsoleOrganizationSummary,
} from './organization-types.ts';
