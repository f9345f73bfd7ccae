import { sql, type Kysely } from 'kysely';

// Issue 4: what initiation, webhooks, reconciliation and the built-in sandbox provider need on top of the
// invoices and donations of 0001. Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  // request_hash: SHA-256 of the route and body that first used the idempotency key (another body => 422).
  // response_*: the answer of that first request, replayed to every retry with the same key.
  // last_verified_at: when someone last asked the provider, so reconciliation and polling do not pile up.
  // review_reason: set when the provider reported something we refused to credit (a different amount).
  `ALTER TABLE invoices
    ADD COLUMN request_hash text,
    ADD COLUMN response_status smallint,
    ADD COLUMN response_body jsonb,
    ADD COLUMN last_verified_at timestamptz,
    ADD COLUMN review_reason text`,
  `CREATE INDEX invoices_pending_verified_idx ON invoices (last_verified_at NULLS FIRST, created_at)
    WHERE status = 'pending'`,
  // One row per webhook delivery we accepted; the unique pair is what makes a redelivery a no-op.
  `CREATE TABLE webhook_events (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    provider varchar(30) NOT NULL,
    dedupe_key text NOT NULL,
    invoice_id uuid,
    claimed_status varchar(10) NOT NULL CHECK (claimed_status IN ('pending', 'succeeded', 'failed')),
    outcome varchar(20),
    received_at timestamptz NOT NULL DEFAULT now(),
    processed_at timestamptz,
    UNIQUE (provider, dedupe_key)
  )`,
  // The sandbox provider's own books (it plays an outside provider, so no foreign key into our tables).
  // Kept in the database so its verify answers survive restarts and agree across instances.
  `CREATE TABLE sandbox_payments (
    invoice_id uuid PRIMARY KEY,
    reference text NOT NULL UNIQUE,
    kind varchar(10) NOT NULL CHECK (kind IN ('phone', 'checkout')),
    method varchar(20) NOT NULL,
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    reported_amount_minor bigint NOT NULL CHECK (reported_amount_minor > 0),
    currency char(3) NOT NULL CHECK (currency IN ('ETB', 'USD')),
    phone_number varchar(20),
    scenario varchar(20) NOT NULL,
    outcome varchar(10) CHECK (outcome IN ('succeeded', 'failed')),
    reason text,
    decide_at timestamptz,
    description text NOT NULL DEFAULT '',
    success_url text NOT NULL,
    cancel_url text NOT NULL,
    webhook_url text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

/** Idempotency, verification and webhook bookkeeping for payments, and the sandbox provider's store. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS sandbox_payments, webhook_events').execute(db);
  await sql.raw('DROP INDEX IF EXISTS invoices_pending_verified_idx').execute(db);
  await sql
    .raw(
      `ALTER TABLE invoices DROP COLUMN request_hash, DROP COLUMN response_status, DROP COLUMN response_body,
         DROP COLUMN last_verified_at, DROP COLUMN review_reason`,
    )
    .execute(db);
}
