import { sql, type Kysely } from 'kysely';

// Security review finding #2: reconciliation claimed the 50 oldest pending invoices each run, so 50
// abandoned hosted checkouts (pending for 25 h) starved every later invoice. Each pending invoice now has
// its own due time; the job claims in due order and moves the time forward with a backoff after each
// check (src/payments/reconciliation/). Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE invoices ADD COLUMN next_check_at timestamptz NOT NULL DEFAULT now()`,
  `COMMENT ON COLUMN invoices.next_check_at IS
    'when reconciliation next asks the provider about this pending invoice (never later than expires_at once checked); meaningless once finished'`,
  // Existing pending invoices: the least recently checked first, the never checked in creation order, so
  // the ones the old claim starved come before those it kept checking. Never after their expiry.
  `UPDATE invoices SET next_check_at = LEAST(expires_at, COALESCE(last_verified_at, created_at))
    WHERE status = 'pending'`,
  // The claim reads the due end of this index, so it costs the same with 100 or 100,000 pending invoices.
  `CREATE INDEX invoices_pending_due_idx ON invoices (next_check_at) WHERE status = 'pending'`,
  // The old claim's order; nothing reads it any more and every check would keep updating it.
  `DROP INDEX IF EXISTS invoices_pending_verified_idx`,
];

/** Invoices: a due time per pending invoice for reconciliation, and the index it claims through. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE INDEX IF NOT EXISTS invoices_pending_verified_idx ON invoices (last_verified_at NULLS FIRST, created_at)
        WHERE status = 'pending'`,
    )
    .execute(db);
  await sql.raw('DROP INDEX IF EXISTS invoices_pending_due_idx').execute(db);
  await sql.raw('ALTER TABLE invoices DROP COLUMN next_check_at').execute(db);
}
