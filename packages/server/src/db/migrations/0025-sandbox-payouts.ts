import { sql, type Kysely } from 'kysely';

// Issue 15 (#1): the sandbox payout rail's own books. Like `sandbox_payments` it plays an outside provider
// (no foreign key into our tables) and is kept in the database so its verify answers survive restarts and
// agree across instances. The outcome is decided when the transfer is sent and takes effect at `settle_at`.
// Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `CREATE TABLE sandbox_payouts (
    reference varchar(64) PRIMARY KEY,
    provider_ref varchar(100) NOT NULL UNIQUE,
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    currency char(3) NOT NULL CHECK (currency = 'ETB'),
    bank_code varchar(40) NOT NULL,
    account_number varchar(40) NOT NULL,
    account_name varchar(100) NOT NULL,
    scenario varchar(20) NOT NULL,
    outcome varchar(10) NOT NULL CHECK (outcome IN ('succeeded', 'failed')),
    failure_reason text,
    settle_at timestamptz NOT NULL,
    callback_url text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((outcome = 'failed') = (failure_reason IS NOT NULL))
  )`,
];

/** The sandbox payout rail's store of transfers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE sandbox_payouts').execute(db);
}
