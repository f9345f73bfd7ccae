import { sql, type Kysely } from 'kysely';

// Issue 14 (#2): the console's start page counts what waits for the team, and must not slow down as the
// tables grow. Organizations (`organizations_status_name_idx`) and campaigns (`campaigns_status_created_idx`)
// already count by status from an index, open reports and help questions from 0014's partial indexes, open
// flagged invoices from 0017's `invoices_review_open_idx`; pending withdrawal requests had none. A partial index holds only the waiting rows, so counting them reads
// that few. Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `CREATE INDEX withdrawals_pending_idx ON withdrawals (created_at, id) WHERE status = 'pending'`,
];

/** The partial indexes of the rows the console's start page counts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX withdrawals_pending_idx').execute(db);
}
