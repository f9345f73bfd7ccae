import type { SubmittedReport } from '@lomi/core';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ReportsTable } from '../db/schema.ts';

/** A validated report: what the reporter chose and wrote, their contact details null when left out. */
export type NewReport = Omit<Insertable<ReportsTable>, 'id' | 'created_at'> & { message: string };

/** The SQL behind reports: one row per report, written once and never shown publicly. */
export class ReportRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores a validated report in one INSERT (nothing else is written) and returns its public part. */
  async insert(report: NewReport): Promise<SubmittedReport> {
    const row = await this.#db
      .insertInto('reports')
      .values({
        target_type: report.target_type,
        campaign_id: report.campaign_id,
        organization_id: report.organization_id,
        reason: report.reason,
        message: report.message,
        reporter_email: report.reporter_email,
        reporter_phone: report.reporter_phone,
      })
      .returning(['id', 'target_type', 'campaign_id', 'organization_id', 'reason', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      target_type: row.target_type,
      campaign_id: row.campaign_id,
      organization_id: row.organization_id,
      reason: row.reason,
      created: row.created_at.toISOString(),
    };
  }
}
