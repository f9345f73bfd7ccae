import { sql, type Kysely } from 'kysely';

// Issue 15 (#5): donor receipts. Each invoice started from now on carries the SHA-256 (hex) of its receipt
// token, the one secret that opens its receipt (`GET /api/receipts/{token}`, the PDF and the site's
// verification page). The token itself is never stored: it is derived from the invoice id under the
// server's token secret (src/receipts/receipt-tokens.ts) and given to the donor's browser with the
// initiation answer. Invoices written before this migration have no token (null): no donor ever held a
// link to them. Unique, so a hash names at most one invoice. Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE invoices ADD COLUMN receipt_token_hash char(64)
    CHECK (receipt_token_hash ~ '^[0-9a-f]{64}$')`,
  `CREATE UNIQUE INDEX invoices_receipt_token_hash_idx ON invoices (receipt_token_hash)
    WHERE receipt_token_hash IS NOT NULL`,
  `COMMENT ON COLUMN invoices.receipt_token_hash IS
    'SHA-256 (hex) of the donor''s receipt token; the token itself is never stored'`,
];

/** The receipt token's hash on invoices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX invoices_receipt_token_hash_idx').execute(db);
  await sql.raw('ALTER TABLE invoices DROP COLUMN receipt_token_hash').execute(db);
}
