import type { ReportReason } from '../constants/constants.ts';
import type { CampaignStatus } from '../domain/campaign.ts';
import type { ApprovalStatus } from '../domain/organization.ts';
import type { ReportTargetType } from '../report/report.ts';

/** Longest resolution note of a report or a help question (characters). */
export const RESOLUTION_NOTE_MAX_LENGTH = 1000;

/**
 * What an operator does when resolving a report (issue 14 #6), in the same step: nothing more, unpublish the
 * reported campaign (campaign reports only), or suspend the organization (the reported one, or the reported
 * campaign's).
 */
export const REPORT_RESOLUTION_ACTIONS = ['none', 'unpublish-campaign', 'suspend-organization'] as const;
export type ReportResolutionAction = (typeof REPORT_RESOLUTION_ACTIONS)[number];

/** Which items of an inbox a list shows: those still waiting (the default) or those already resolved. */
export type InboxStatus = 'open' | 'resolved';

/** Who resolved an item, when, and what they noted. */
export interface InboxResolution {
  /** ISO 8601 time it was resolved. */
  resolved: string;
  /** The operator who resolved it; null if that account no longer exists. */
  operator: { id: number; username: string } | null;
  note: string;
}

/** A report's campaign as the inbox links it (its public page and its console page). */
export interface ReportedCampaign {
  id: number;
  title: string;
  status: CampaignStatus;
}

/** A report's organization: the reported one, or the reported campaign's. */
export interface ReportedOrganization {
  id: number;
  name: string;
  state: ApprovalStatus;
}

/** A report (§3 Report) as the console's inbox shows it, with its target and the reporter's contact. */
export interface ConsoleReport {
  id: number;
  target_type: ReportTargetType;
  reason: ReportReason;
  /** What the reporter wrote (only with the reason `other`); empty otherwise. */
  message: string;
  reporter_email: string | null;
  reporter_phone: string | null;
  /** ISO 8601 time it was reported. */
  created: string;
  /** The reported campaign; null for an organization report. */
  campaign: ReportedCampaign | null;
  /** The reported organization, or the reported campaign's organization. */
  organization: ReportedOrganization;
  /** Null while open. */
  resolution: (InboxResolution & { action: ReportResolutionAction }) | null;
}

/** The filters of `GET /api/console/reports/`. */
export interface ConsoleReportQuery {
  page?: number;
  /** `open` (the default) newest first, or `resolved`, most recently resolved first. */
  status?: InboxStatus;
  target_type?: ReportTargetType;
}

/** `POST /api/console/reports/{id}/resolve/`: the note (1 to 1000 characters) and the action taken. */
export interface ResolveReportRequest {
  note: string;
  action: ReportResolutionAction;
}

/** A help question (§3 Help question) as the console's inbox shows it. */
export interface ConsoleHelpQuestion {
  id: number;
  /** Where the answer goes: the team answers by e-mail, outside Lomi. */
  email: string;
  question: string;
  /** ISO 8601 time it was asked. */
  created: string;
  /** Null while open; its note says what was answered. */
  resolution: InboxResolution | null;
}

/** The filters of `GET /api/console/help-questions/`. */
export interface ConsoleHelpQuestionQuery {
  page?: number;
  status?: InboxStatus;
}

/** `POST /api/console/help-questions/{id}/resolve/`: what was answered (1 to 1000 characters). */
export interface ResolveHelpQuestionRequest {
  note: string;
}
