import { sql, type Kysely } from 'kysely';

// Issue 14 (#7): the invoices the server refused to credit by itself (`review_reason`, set since 0002 when
// the provider reported a different amount, or a success after the invoice had failed) are resolved by an
// operator in the console: refunded outside Lomi, credited, or dismissed, with a note, who and when.
// What the provider said is kept beside the reason (`review_reported_*`) so the console can show it: its
// status, amount, currency, reference and when we heard it. Rows flagged before this migration get it back
// from their reason's text (the two wordings the settlement wrote; no others exist), heard at `updated_at`.
// Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE invoices
    ADD COLUMN review_reported_status varchar(10)
      CHECK (review_reported_status IN ('pending', 'succeeded', 'failed')),
    ADD COLUMN review_reported_amount_minor bigint CHECK (review_reported_amount_minor >= 0),
    ADD COLUMN review_reported_currency char(3) CHECK (review_reported_currency IN ('ETB', 'USD')),
    ADD COLUMN review_reported_ref text,
    ADD COLUMN review_reported_at timestamptz,
    ADD COLUMN review_resolved_at timestamptz,
    ADD COLUMN review_resolved_by_user_id integer REFERENCES users (id),
    ADD COLUMN review_resolution varchar(20)
      CHECK (review_resolution IN ('refunded-outside', 'credited', 'dismissed')),
    ADD COLUMN review_note varchar(2000)`,
  // A resolution is whole (when, how and why; who is null only once the operator's account is gone) and
  // only ever resolves a flagged invoice.
  `ALTER TABLE invoices ADD CONSTRAINT invoices_review_resolved_whole_check CHECK (
    (review_resolved_at IS NULL) = (review_resolution IS NULL)
    AND (review_resolved_at IS NULL) = (review_note IS NULL)
    AND (review_resolved_at IS NULL OR review_reason IS NOT NULL))`,
  `COMMENT ON COLUMN invoices.review_resolution IS
    'How an operator resolved a flagged invoice: refunded-outside (money returned outside Lomi, nothing credited), credited (counted through the settlement), dismissed'`,
  `COMMENT ON COLUMN invoices.review_reported_amount_minor IS
    'What the provider reported for a flagged invoice (minor units of review_reported_currency)'`,
  `UPDATE invoices SET
      review_reported_status = 'succeeded',
      review_reported_amount_minor = coalesce(
        substring(review_reason from '^provider reported ([0-9]+) [A-Z]{3},'),
        substring(review_reason from '^provider reports ([0-9]+) [A-Z]{3} paid'))::bigint,
      review_reported_currency = coalesce(
        substring(review_reason from '^provider reported [0-9]+ (ETB|USD),'),
        substring(review_reason from '^provider reports [0-9]+ (ETB|USD) paid')),
      review_reported_ref = provider_ref,
      review_reported_at = updated_at
    WHERE review_reason IS NOT NULL`,
  // The console's queue (and the start page's count): open flagged invoices, newest report first.
  `CREATE INDEX invoices_review_open_idx ON invoices (review_reported_at DESC, id)
    WHERE review_reason IS NOT NULL AND review_resolved_at IS NULL`,
  `CREATE INDEX invoices_review_resolved_idx ON invoices (review_resolved_at DESC, id)
    WHERE review_resolved_at IS NOT NULL`,
];

/** Invoices: what the provider reported for a flagged one, and an operator's resolution of it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`; resolutions and stored reports are dropped (the reasons stay, as before). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX invoices_review_resolved_idx').execute(db);
  await sql.raw('DROP INDEX invoices_review_open_idx').execute(db);
  await sql.raw('ALTER TABLE invoices DROP CONSTRAINT invoices_review_resolved_whole_check').execute(db);
  await sql
    .raw(
      `ALTER TABLE invoices DROP COLUMN review_reported_status, DROP COLUMN review_reported_amount_minor,
        DROP COLUMN review_reported_currency, DROP COLUMN review_reported_ref, DROP COLUMN review_reported_at,
        DROP COLUMN review_resolved_at, DROP COLUMN review_resolved_by_user_id, DROP COLUMN review_resolution,
        DROP COLUMN review_note`,
    )
    .execute(db);
}
