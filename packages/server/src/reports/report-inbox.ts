import type { ConsoleReport, ReportResolutionAction } from '@lomi/core';
import type { Transaction } from 'kysely';
import { AuditLog } from '../console/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, invalidField, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import type { LockedReport, ReportFilter, ReportRepository } from './report-repository.ts';

/**
 * One moderation step another console service does inside the resolution's transaction: unpublish a
 * campaign, suspend an organization. It checks and changes its target and writes its own audit row with
 * `trx`, or throws (an `ApiError`, e.g. 409 when the target is not in a state it acts on); a throw undoes
 * the whole resolution.
 */
export type ModerationStep = (
  trx: Transaction<Database>,
  operatorId: number,
  targetId: number,
  reason: string,
) => Promise<unknown>;

/** The steps a report's resolution can take; one left out is refused with a 409 saying so. */
export interface ReportModeration {
  unpublishCampaign?: ModerationStep | undefined;
  suspendOrganization?: ModerationStep | undefined;
}

/** How an operator resolves a report: a note (1 to 1000 characters, already checked) and an action. */
export interface ReportDecision {
  note: string;
  action: ReportResolutionAction;
}

const conflict = (message: string) => new ApiError(409, ErrorCodes.conflict, message);

/**
 * The console's reports inbox (issue 14 #6): reports listed with their targets, and resolved with a note and
 * an action in ONE transaction: the report's row is locked, the action is done (the campaign unpublished,
 * the organization suspended) with its own audit row, the report is marked resolved and `report.resolve` is
 * audited. All of it commits, or none of it. A second resolution of the same report waits for the lock and
 * gets a 409.
 */
export class ReportInbox {
  readonly #reports: ReportRepository;
  readonly #moderation: ReportModeration;
  readonly #now: () => Date;

  constructor(
    reports: ReportRepository,
    moderation: ReportModeration = {},
    now: () => Date = () => new Date(),
  ) {
    this.#reports = reports;
    this.#moderation = moderation;
    this.#now = now;
  }

  page(filter: ReportFilter, window: { offset: number; limit: number }) {
    return this.#reports.page(filter, window);
  }

  /** Report `id`; 404 when there is none. */
  async get(id: number): Promise<ConsoleReport> {
    const report = await this.#reports.get(id);
    if (!report) throw notFound('Report', id);
    return report;
  }

  /**
   * Resolves report `id` as operator `operatorId`. 404 for no such report, 409 when it is resolved already or
   * the action is not available, 400 for an action that does not fit the report; the action's own refusals
   * (a campaign that is not live, …) come through as they are. Returns the resolved report.
   */
  async resolve(operatorId: number, id: number, decision: ReportDecision): Promise<ConsoleReport> {
    return this.#reports.transaction(async (reports, trx) => {
      const report = await reports.lock(id);
      if (!report) throw notFound('Report', id);
      if (report.resolved) {
        throw conflict(`Report ${id} has already been resolved (perhaps by another operator just now).`);
      }
      await this.#act(trx, operatorId, report, decision);
      const at = this.#now();
      const resolved = await reports.resolve(id, {
        operatorId,
        note: decision.note,
        action: decision.action,
        at,
      });
      // The row is locked, so it is still open; kept as a guard for a repository used without the lock.
      if (!resolved) throw conflict(`Report ${id} has already been resolved.`);
      await AuditLog.record(trx, {
        operatorId,
        action: 'report.resolve',
        targetType: 'report',
        targetId: id,
        before: { resolved_at: null },
        after: { resolved_at: at.toISOString(), note: decision.note, action: decision.action },
      });
      return (await reports.get(id))!;
    });
  }

  async #act(
    trx: Transaction<Database>,
    operatorId: number,
    report: LockedReport,
    { action, note }: ReportDecision,
  ): Promise<void> {
    switch (action) {
      case 'none':
        return;
      case 'unpublish-campaign': {
        if (report.campaign_id === null) {
          throw invalidField(
            'action',
            'Only a campaign report can unpublish a campaign: this report is about an organization.',
          );
        }
        const unpublish = this.#moderation.unpublishCampaign;
        if (!unpublish) {
          throw conflict(
            'Unpublishing a campaign from a report is not available yet: resolve the report with no action.',
          );
        }
        await unpublish(trx, operatorId, report.campaign_id, note);
        return;
      }
      case 'suspend-organization': {
        const suspend = this.#moderation.suspendOrganization;
        if (!suspend) {
          throw conflict(
            'Suspending an organization from a report is not available yet: resolve the report with no action.',
          );
        }
        await suspend(trx, operatorId, report.organization_id, note);
        return;
      }
    }
  }
}
