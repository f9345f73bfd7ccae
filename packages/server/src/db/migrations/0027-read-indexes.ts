import { sql, type Kysely } from 'kysely';

// Issue 16 #1: the hot public reads must cost the same with a million donations as with a thousand
// (test/db/hot-query-plans.test.ts EXPLAINs each; packages/server/README.md "Hot reads and their indexes").
//
// Donations page: a campaign's completed donations, newest first. The index of 0001 also holds the pending
// and failed ones, which a page had to step over; this one holds only what the page shows. Its count comes
// from the maintained campaign totals (0026), not from counting rows.
//
// Search: campaign title and description contain the term, case-insensitively (ILIKE '%term%'). pg_trgm is no
// answer here: with a C ctype (the test clusters, many servers) it extracts no trigrams from Ethiopic text, so
// Amharic words would scan every campaign. Instead `campaigns.search_grams`, a stored generated column, holds
// every distinct 1-, 2- and 3-character piece of the lower-cased title and description (any script, any
// locale: `lower` is the one ILIKE itself uses), under a GIN index. A term's pieces (its trigrams; the term
// itself when shorter) must all be in a campaign's set for it to contain the term, so the index narrows to
// the few candidates and the ILIKE rechecks them. Stored, not an expression index: a plan that reads the
// table instead never recomputes the pieces per row. Plain SQL functions, so PostgreSQL 15+ and PGlite run
// it without extensions; IMMUTABLE because generated columns must be. Adding the column fills it for the
// existing campaigns.
const statements = [
  `CREATE INDEX donations_campaign_completed_idx ON donations (campaign_id, created_at DESC, id DESC)
    WHERE is_completed`,
  `CREATE FUNCTION campaign_search_grams(title text, description text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
      SELECT coalesce(array_agg(DISTINCT substr(t.text, i, n)), '{}')
      FROM (SELECT lower(title || ' ' || description) AS text) AS t,
        generate_series(1, 3) AS n,
        generate_series(1, length(t.text) - n + 1) AS i
    $$`,
  `CREATE FUNCTION search_term_grams(term text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
      SELECT CASE WHEN length(t.text) < 3 THEN array_remove(ARRAY[t.text], '')
        ELSE (SELECT array_agg(DISTINCT substr(t.text, i, 3)) FROM generate_series(1, length(t.text) - 2) AS i)
      END
      FROM (SELECT lower(term) AS text) AS t
    $$`,
  `ALTER TABLE campaigns ADD COLUMN search_grams text[] NOT NULL
    GENERATED ALWAYS AS (campaign_search_grams(title, description)) STORED`,
  `CREATE INDEX campaigns_search_grams_idx ON campaigns USING gin (search_grams)`,
];

/** The indexes of the hot reads, and the search functions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE campaigns DROP COLUMN IF EXISTS search_grams').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS search_term_grams(text)').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS campaign_search_grams(text, text)').execute(db);
  await sql.raw('DROP INDEX IF EXISTS donations_campaign_completed_idx').execute(db);
}
