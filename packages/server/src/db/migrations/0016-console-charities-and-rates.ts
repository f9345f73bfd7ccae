import { sql, type Kysely } from 'kysely';

// Issue 14 (#5, #8). Exchange rates are set by operators in the console: each row records who set it
// (`set_by_user_id`; null for rows written without one, the demo seed's). Rates are history: a new rate is a
// new row, and a trigger refuses UPDATE and DELETE, so no rate a donation was converted at can be rewritten
// (TRUNCATE stays for `seed --reset`). Charities are edited in the console: `updated_at` is what an edit
// checks to refuse overwriting a change made since it was read; existing rows start at `created_at` (to the
// millisecond, the precision clients see). The index serves the lists ordered by name. Plain SQL that
// PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE exchange_rates ADD COLUMN set_by_user_id integer REFERENCES users (id)`,
  `COMMENT ON COLUMN exchange_rates.set_by_user_id IS
    'The operator who set the rate in the console; null for rates recorded without one (the demo seed)'`,
  `CREATE FUNCTION exchange_rates_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'exchange_rates is history: % is not allowed, add a new rate', TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END
  $$`,
  `CREATE TRIGGER exchange_rates_append_only BEFORE UPDATE OR DELETE ON exchange_rates
    FOR EACH ROW EXECUTE FUNCTION exchange_rates_append_only()`,
  `ALTER TABLE charities ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  `UPDATE charities SET updated_at = date_trunc('milliseconds', created_at)`,
  `CREATE INDEX charities_name_idx ON charities (name, id)`,
];

/** Exchange rates: who set each, and no rewriting; charities: when each last changed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX charities_name_idx').execute(db);
  await sql.raw('ALTER TABLE charities DROP COLUMN updated_at').execute(db);
  await sql.raw('DROP TRIGGER exchange_rates_append_only ON exchange_rates').execute(db);
  await sql.raw('DROP FUNCTION exchange_rates_append_only()').execute(db);
  await sql.raw('ALTER TABLE exchange_rates DROP COLUMN set_by_user_id').execute(db);
}
