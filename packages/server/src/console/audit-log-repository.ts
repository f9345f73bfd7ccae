import type { AuditLogEntry } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One operator action to record: who, what, on which target, the values before and after. */
export interface AuditEntry {
  /** The operator who acted; null for the command line (`npm run operator`). */
  operatorId: number | null;
  /** What was done, `<target>.<verb>`: `operator.promote`, `operator.demote`, … */
  action: string;
  targetType: string;
  targetId: number | null;
  before?: unknown;
  after?: unknown;
}

/** The filters of the audit log list; each is backed by an index (migration 0013). */
export interface AuditLogFilter {
  action?: string | undefined;
  operatorId?: number | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The SQL of the audit log (issue 14 #9). Append-only: there is no update or delete here, and the database
 * refuses them anyway (a trigger). Build it over the transaction of the action it records (see
 * `AuditLog.record`), so the entry commits or rolls back with the action.
 */
export class AuditLogRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async record(entry: AuditEntry): Promise<void> {
    await this.#db
      .insertInto('audit_log')
      .values({
        operator_id: entry.operatorId,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        before: json(entry.before),
        after: json(entry.after),
      })
      .execute();
  }

  #filtered(filter: AuditLogFilter) {
    let query = this.#db.selectFrom('audit_log as a');
    if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
    if (filter.operatorId !== undefined) query = query.where('a.operator_id', '=', filter.operatorId);
    if (filter.targetType !== undefined) query = query.where('a.target_type', '=', filter.targetType);
    if (filter.targetId !== undefined) query = query.where('a.target_id', '=', filter.targetId);
    return query;
  }

  /** Newest first (ids grow with time), with how many entries match. */
  async page(
    filter: AuditLogFilter,
    window: { offset: number; limit: number },
  ): Promise<{ results: AuditLogEntry[]; count: number }> {
    const [rows, { count }] = await Promise.all([
      this.#filtered(filter)
        .leftJoin('users as u', 'u.id', 'a.operator_id')
        .select([
          'a.id',
          'a.operator_id',
          'u.username',
          'a.action',
          'a.target_type',
          'a.target_id',
          'a.before',
          'a.after',
          'a.created_at',
        ])
        .orderBy('a.id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
      this.#filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      count: Number(count),
      results: rows.map((row) => ({
        id: Number(row.id),
        operator: row.operator_id === null ? null : { id: row.operator_id, username: row.username ?? '' },
        action: row.action,
        target_type: row.target_type,
        target_id: row.target_id === null ? null : Number(row.target_id),
        before: row.before ?? null,
        after: row.after ?? null,
        created: row.created_at.toISOString(),
      })),
    };
  }
}
