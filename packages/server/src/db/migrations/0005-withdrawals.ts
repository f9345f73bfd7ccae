import { sql, type Kysely } from 'kysely';

// Issue 6: the withdrawal account and the signed-in user's withdrawals get endpoints. Their tables came with
// 0001 (one account per user, its user_id UNIQUE, which is what makes a second create a conflict rather than a
// second row, even when two requests race); this tightens them for what the endpoints promise. Plain SQL that
// PostgreSQL 15+ and PGlite both run.
const statements = [
  // The one form a withdrawal account's phone number is kept in (as on profiles): +251 and 9 digits.
  `ALTER TABLE withdraw_accounts
    ADD CONSTRAINT withdraw_accounts_phone_number_check CHECK (phone_number ~ '^\\+251[0-9]{9}$'),
    ADD CONSTRAINT withdraw_accounts_dates_check CHECK (updated_at >= created_at)`,
  `ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_dates_check CHECK (updated_at >= created_at)`,
  // GET /withdraw/mine: a user's newest first, ties broken by id so the order is stable.
  `DROP INDEX withdrawals_user_idx`,
  `CREATE INDEX withdrawals_user_created_idx ON withdrawals (requested_by_user_id, created_at DESC, id DESC)`,
  // What the statuses mean (also in packages/server/README.md and @lomi/core's WITHDRAWAL_STATUSES).
  `COMMENT ON COLUMN withdrawals.status IS
    'pending: requested, not checked yet; approved: checked, being paid by hand; paid: sent to the account (counts in campaign_totals); rejected: refused, nothing paid'`,
  // Kept when the account is deleted (money records); the bank account link then becomes NULL.
  `COMMENT ON COLUMN withdrawals.withdraw_account_id IS
    'the account paid into; NULL once its owner deleted their account (bank details are personal data)'`,
];

/** Withdrawal accounts and withdrawals: canonical phone numbers, sane dates, the list's index, the statuses. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('COMMENT ON COLUMN withdrawals.withdraw_account_id IS NULL').execute(db);
  await sql.raw('COMMENT ON COLUMN withdrawals.status IS NULL').execute(db);
  await sql.raw('DROP INDEX IF EXISTS withdrawals_user_created_idx').execute(db);
  await sql
    .raw('CREATE INDEX withdrawals_user_idx ON withdrawals (requested_by_user_id, created_at DESC)')
    .execute(db);
  await sql.raw('ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_dates_check').execute(db);
  await sql
    .raw(
      `ALTER TABLE withdraw_accounts DROP CONSTRAINT withdraw_accounts_phone_number_check,
         DROP CONSTRAINT withdraw_accounts_dates_check`,
    )
    .execute(db);
}
