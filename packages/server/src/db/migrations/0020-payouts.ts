import { sql, type Kysely } from 'kysely';

// Issue 15 (#1, #2): withdrawals are paid out. A withdrawal moves pending → approved → paid | failed, or
// pending → rejected; a failed one can be approved's next step again (retry) and is never paid twice.
// Each try to pay is a `payout_attempts` row with its own reference, which is the idempotency key the rail
// sees: two operators pressing Pay at once cannot both open one (a partial unique index allows one open
// attempt per withdrawal) and a withdrawal can have one succeeded attempt only (another). The rail pays ETB
// (§1: donations are deposited in ETB); a USD withdrawal is paid in ETB at the rate of the payout day, kept
// on the attempt. Donations a payout covers carry its withdrawal's id (`withdrawn` stays the §3 flag).
// Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check`,
  `ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
    CHECK (status IN ('pending', 'approved', 'paid', 'failed', 'rejected'))`,
  `ALTER TABLE withdrawals
    ADD COLUMN reviewed_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN reviewed_at timestamptz,
    ADD COLUMN rejection_reason varchar(1000),
    ADD COLUMN paid_at timestamptz`,
  // Rows from before this migration (the seed's, a hand-approved one) get what the checks below ask for.
  `UPDATE withdrawals SET paid_at = updated_at WHERE status = 'paid'`,
  `UPDATE withdrawals SET rejection_reason = 'Rejected before reasons were recorded' WHERE status = 'rejected'`,
  `ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_rejection_check
    CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL))`,
  `ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_paid_at_check CHECK ((status = 'paid') = (paid_at IS NOT NULL))`,
  `COMMENT ON COLUMN withdrawals.status IS
    'pending: requested; approved: checked, to be paid; paid: a payout attempt succeeded (counts in campaign_totals); failed: the last attempt failed, can be paid again; rejected: refused with a reason, the money stays with the campaign'`,
  `CREATE TABLE payout_attempts (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    withdrawal_id integer NOT NULL REFERENCES withdrawals (id),
    reference varchar(64) NOT NULL UNIQUE,
    rail varchar(10) NOT NULL CHECK (rail IN ('manual', 'sandbox', 'chapa')),
    status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    currency char(3) NOT NULL CHECK (currency = 'ETB'),
    etb_per_unit numeric(12, 4),
    bank_code varchar(40),
    bank_name varchar(100) NOT NULL,
    account_name varchar(100) NOT NULL,
    account_number varchar(40) NOT NULL,
    provider_ref varchar(100),
    failure_reason varchar(500),
    started_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz,
    next_verify_at timestamptz,
    verify_attempts integer NOT NULL DEFAULT 0,
    CHECK ((status = 'pending') = (settled_at IS NULL)),
    CHECK ((status = 'failed') = (failure_reason IS NOT NULL))
  )`,
  `COMMENT ON COLUMN payout_attempts.reference IS
    'ours, unique per attempt: the idempotency key and transfer reference the rail sees'`,
  `COMMENT ON COLUMN payout_attempts.etb_per_unit IS
    'ETB per unit of the withdrawal currency on the payout day (USD withdrawals); NULL for ETB ones'`,
  `CREATE UNIQUE INDEX payout_attempts_one_open_idx ON payout_attempts (withdrawal_id) WHERE status = 'pending'`,
  `CREATE UNIQUE INDEX payout_attempts_one_paid_idx ON payout_attempts (withdrawal_id) WHERE status = 'succeeded'`,
  `CREATE INDEX payout_attempts_verify_idx ON payout_attempts (next_verify_at) WHERE status = 'pending'`,
  `ALTER TABLE donations ADD COLUMN withdrawal_id integer REFERENCES withdrawals (id)`,
  `ALTER TABLE donations ADD CONSTRAINT donations_withdrawal_check CHECK (withdrawal_id IS NULL OR withdrawn)`,
  `CREATE INDEX withdrawals_open_idx ON withdrawals (status, updated_at, id)
    WHERE status IN ('pending', 'approved', 'failed')`,
];

/** Payout attempts, the withdrawal states they drive, and the donations a payout covers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up` (a database with failed withdrawals must have them resolved first). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX withdrawals_open_idx').execute(db);
  await sql.raw('ALTER TABLE donations DROP COLUMN withdrawal_id').execute(db);
  await sql.raw('DROP TABLE payout_attempts').execute(db);
  await sql
    .raw(
      `ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_paid_at_check,
         DROP CONSTRAINT withdrawals_rejection_check,
         DROP COLUMN paid_at, DROP COLUMN rejection_reason, DROP COLUMN reviewed_at,
         DROP COLUMN reviewed_by_user_id, DROP CONSTRAINT withdrawals_status_check`,
    )
    .execute(db);
  await sql
    .raw(
      `ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
         CHECK (status IN ('pending', 'approved', 'rejected', 'paid'))`,
    )
    .execute(db);
}
