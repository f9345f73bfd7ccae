import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AuditLogRepository, type AuditEntry } from './audit-log-repository.ts';

/**
 * The audit log of operator actions (issue 14 #9). Every console action records its entry with
 * `AuditLog.record(trx, entry)` inside the transaction that does the action: both commit, or neither.
 */
export const AuditLog = {
  async record(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
    await new AuditLogRepository(trx).record(entry);
  },
};
