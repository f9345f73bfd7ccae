import type { ReportReason } from '../constants/constants.ts';

/** What a report is about (§3 Report `target_type`). */
export type ReportTargetType = 'campaign' | 'organization';

/** The campaign or organization being reported. */
export interface ReportTarget {
  type: ReportTargetType;
  /** The campaign's or the organization's id. */
  id: number;
}

/**
 * Body of `POST /api/reports/` (§3 Report): exactly one of `campaign_id` and `organization_id`, the one
 * `target_type` names. `message` is sent only with the reason `other`, where it is required.
 */
export interface NewReport {
  target_type: ReportTargetType;
  campaign_id?: number;
  organization_id?: number;
  reason: ReportReason;
  message?: string;
  /** Optional, so Lomi can ask the reporter for details. */
  reporter_email?: string;
  /** Optional: `251` followed by the 9-digit local number, digits only. */
  reporter_phone?: string;
}

/** Answer of `POST /api/reports/` (201): the stored report, without the reporter's contact details. */
export interface SubmittedReport {
  id: number;
  target_type: ReportTargetType;
  campaign_id: number | null;
  organization_id: number | null;
  reason: ReportReason;
  /** ISO 8601 time the report was stored. */
  created: string;
}

/** `detail` of the `lomi:report-submitted` event and of the report form's `onSubmitted` callback. */
export interface ReportSubmittedDetail {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
}
