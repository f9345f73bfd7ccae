import type {
  ConsoleReport,
  InboxStatus,
  ReportResolutionAction,
  ReportTargetType,
  SubmittedReport,
} from '@lomi/core';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ReportsTable } from '../db/schema.ts';

/** A validated report: what the reporter chose and wrote, their contact details null when left out. */
export type NewReport = Omit<
  Insertable<ReportsTable>,
  'id' | 'created_at' | 'resolved_at' | 'resolved_by_user_id' | 'resolution_note' | 'resolution_action'
> & { message: string };

/** The filters of the console's report list; each is backed by a partial index (migration 0014). */
export interface ReportFilter {
  status: InboxStatus;
  targetType?: ReportTargetType | undefined;
}

/** A report as a resolution sees it, its row locked: its target, and whether it is still open. */
export interface LockedReport {
  id: number;
  target_type: ReportTargetType;
  campaign_id: number | null;
  /** The reported organization, or the reported campaign's. */
  organization_id: number;
  resolved: boolean;
}

/** How a report was resolved. */
export interface ReportResolution {
  operatorId: number;
  note: string;
  action: ReportResolutionAction;
  at: Date;
}

/**
 * The SQL behind reports: one row per report, written once by the public form, never shown publicly, read
 * and resolved by the console's inbox (issue 14 #6).
 */
export class ReportRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Runs `work` in one transaction, with a repository over it (and the transaction, for the audit log). */
  transaction<T>(work: (reports: ReportRepository, trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new ReportRepository(trx), trx));
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

  #filtered(filter: ReportFilter): ReportsQuery {
    let query = reportsFrom(this.#db).where(
      'r.resolved_at',
      filter.status === 'open' ? 'is' : 'is not',
      null,
    );
    if (filter.targetType !== undefined) query = query.where('r.target_type', '=', filter.targetType);
    return query;
  }

  /**
   * A page of reports: the open ones newest first, or the resolved ones most recently resolved first, each
   * order read from its partial index; with how many match.
   */
  async page(
    filter: ReportFilter,
    window: { offset: number; limit: number },
  ): Promise<{ results: ConsoleReport[]; count: number }> {
    const ordered =
      filter.status === 'open'
        ? detailed(this.#filtered(filter)).orderBy('r.id', 'desc')
        : detailed(this.#filtered(filter)).orderBy('r.resolved_at', 'desc').orderBy('r.id', 'desc');
    const [rows, { count }] = await Promise.all([
      ordered.offset(window.offset).limit(window.limit).execute(),
      this.#filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { count: Number(count), results: rows.map(toConsoleReport) };
  }

  /** Report `id` for the console, open or resolved; undefined when there is none. */
  async get(id: number): Promise<ConsoleReport | undefined> {
    const row = await detailed(reportsFrom(this.#db)).where('r.id', '=', id).executeTakeFirst();
    return row && toConsoleReport(row);
  }

  /**
   * Report `id` with its target, the report's row locked until the transaction ends: a second resolution
   * of the same report waits here, then finds it resolved.
   */
  async lock(id: number): Promise<LockedReport | undefined> {
    const report = await this.#db
      .selectFrom('reports')
      .select(['id', 'target_type', 'campaign_id', 'organization_id', 'resolved_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!report) return undefined;
    let organizationId = report.organization_id;
    if (organizationId === null) {
      const campaign = await this.#db
        .selectFrom('campaigns')
        .select('organization_id')
        .where('id', '=', report.campaign_id!)
        .executeTakeFirstOrThrow();
      organizationId = campaign.organization_id;
    }
    return {
      id: report.id,
      target_type: report.target_type,
      campaign_id: report.campaign_id,
      organization_id: organizationId,
      resolved: report.resolved_at !== null,
    };
  }

  /** Resolves open report `id`; false when it was resolved already (nothing is changed then). */
  async resolve(id: number, resolution: ReportResolution): Promise<boolean> {
    const result = await this.#db
      .updateTable('reports')
      .set({
        resolved_at: resolution.at,
        resolved_by_user_id: resolution.operatorId,
        resolution_note: resolution.note,
        resolution_action: resolution.action,
      })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}

const reportsFrom = (db: Kysely<Database>) => db.selectFrom('reports as r');
type ReportsQuery = ReturnType<typeof reportsFrom>;

/** The reports with their campaign, organization and resolver, for the console. */
function detailed(query: ReportsQuery) {
  return query
    .leftJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .innerJoin('organizations as o', (join) =>
      join.on((eb) => eb('o.id', '=', eb.fn.coalesce('r.organization_id', 'c.organization_id'))),
    )
    .leftJoin('users as u', 'u.id', 'r.resolved_by_user_id')
    .select([
      'r.id',
      'r.target_type',
      'r.reason',
      'r.message',
      'r.reporter_email',
      'r.reporter_phone',
      'r.created_at',
      'c.id as campaign_id',
      'c.title as campaign_title',
      'c.status as campaign_status',
      'o.id as organization_id',
      'o.name as organization_name',
      'o.approval_status as organization_state',
      'r.resolved_at',
      'r.resolved_by_user_id',
      'u.username as resolver_username',
      'r.resolution_note',
      'r.resolution_action',
    ]);
}

type DetailedRow = Awaited<ReturnType<ReturnType<typeof detailed>['executeTakeFirstOrThrow']>>;

function toConsoleReport(row: DetailedRow): ConsoleReport {
  return {
    id: row.id,
    target_type: row.target_type,
    reason: row.reason,
    message: row.message,
    reporter_email: row.reporter_email,
    reporter_phone: row.reporter_phone,
    created: row.created_at.toISOString(),
    campaign:
      row.campaign_id === null
        ? null
        : { id: row.campaign_id, title: row.campaign_title!, status: row.campaign_status! },
    organization: {
      id: row.organization_id,
      name: row.organization_name,
      state: row.organization_state,
    },
    resolution:
      row.resolved_at === null
        ? null
        : {
            resolved: row.resolved_at.toISOString(),
            operator:
              row.resolved_by_user_id === null
                ? null
                : { id: row.resolved_by_user_id, username: row.resolver_username ?? '' },
            note: row.resolution_note ?? '',
            action: row.resolution_action ?? 'none',
          },
  };
}
