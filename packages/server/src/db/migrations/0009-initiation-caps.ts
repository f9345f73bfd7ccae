import { sql, type Kysely } from 'kysely';

// Issue 11 (#4): starting a donation is capped per client address and per phone number while invoices are
// pending. The address is kept only as a keyed hash (never the address itself, like rate_limit_counters);
// the phone number is already stored, normalized. Partial indexes keep the count cheap: they hold pending
// invoices only, which settle or expire within hours. Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE invoices ADD COLUMN client_key text`,
  `COMMENT ON COLUMN invoices.client_key IS
    'HMAC-SHA-256 of the client address that started the invoice, for the cap on pending invoices per client; never the address'`,
  `CREATE INDEX invoices_pending_client_idx ON invoices (client_key, expires_at)
    WHERE status = 'pending' AND client_key IS NOT NULL`,
  `CREATE INDEX invoices_pending_phone_idx ON invoices (phone_number, expires_at)
    WHERE status = 'pending' AND phone_number IS NOT NULL`,
];

/** Invoices: who started them (hashed) and indexes for the caps on pending invoices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS invoices_pending_phone_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS invoices_pending_client_idx').execute(db);
  await sql.raw('ALTER TABLE invoices DROP COLUMN client_key').execute(db);
}
