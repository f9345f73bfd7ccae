import { sql, type Kysely } from 'kysely';

// Issue 15 (#1): a USD withdrawal is paid in ETB at the console's rate in force, and that rate is recorded on
// the attempt. Rates have up to 6 decimals (`exchange_rates.etb_per_unit numeric(14, 6)`); 0020 gave the
// attempt 4, which would record a rate other than the one the amount was computed with. Widened to match.

/** `payout_attempts.etb_per_unit` holds a rate exactly as `exchange_rates` does. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE payout_attempts ALTER COLUMN etb_per_unit TYPE numeric(14, 6)').execute(db);
}

/** Undoes `up` (rates with 5 or 6 decimals are rounded to 4). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE payout_attempts ALTER COLUMN etb_per_unit TYPE numeric(12, 4)').execute(db);
}
