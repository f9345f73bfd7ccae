import { sql, type Kysely } from 'kysely';

// Issue 16 #1/#2: the search pieces of 0027 move out of `campaigns` into their own narrow table.
//
// Why: `campaigns.search_grams` held every 1-, 2- and 3-character piece of a campaign's text, about 2 kB per
// row, so 10,000 campaigns took 20 MB and every read that walks campaigns (the list's count, the search's
// recheck of its candidates, featured) read a page or more per campaign. In `campaign_search` (one row per
// campaign, kept by a trigger in the same statement that writes the title or description) the pieces sit
// under their GIN index, and `campaigns` is narrow again. The functions of 0027 stay: the trigger and the
// search (campaign-repository.ts) use them as before.
//
// Row-level trigger: a campaign's text changes one campaign at a time (creation, an owner's edit); a bulk
// insert (the scale bench) costs one function call per campaign, as the generated column did. Dropping the
// column frees its space on each row's next rewrite (VACUUM FULL campaigns reclaims it at once).
const statements = [
  `CREATE TABLE campaign_search (
    campaign_id integer PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
    grams text[] NOT NULL
  )`,
  `INSERT INTO campaign_search (campaign_id, grams)
    SELECT id, campaign_search_grams(title, description) FROM campaigns`,
  `CREATE INDEX campaign_search_grams_idx ON campaign_search USING gin (grams)`,
  `CREATE FUNCTION campaign_search_keep() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO campaign_search (campaign_id, grams)
        VALUES (NEW.id, campaign_search_grams(NEW.title, NEW.description))
        ON CONFLICT (campaign_id) DO UPDATE SET grams = EXCLUDED.grams;
      RETURN NULL;
    END
    $$`,
  `CREATE TRIGGER campaign_search_on_insert AFTER INSERT ON campaigns
    FOR EACH ROW EXECUTE FUNCTION campaign_search_keep()`,
  `CREATE TRIGGER campaign_search_on_text AFTER UPDATE OF title, description ON campaigns
    FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description)
    EXECUTE FUNCTION campaign_search_keep()`,
  // The list's counts (how many listed, how many in these categories) read this index alone, never the
  // campaigns' rows (an index-only scan once VACUUM has marked the pages visible).
  `CREATE INDEX campaigns_listed_idx ON campaigns (organization_id, category_id)
    WHERE status = 'active' AND kind = 'fundraiser'`,
  `DROP INDEX campaigns_search_grams_idx`,
  `ALTER TABLE campaigns DROP COLUMN search_grams`,
];

/** The search pieces in their own table, kept by trigger; `campaigns` without them; the listed index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`: the generated column of 0027 and its index come back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS campaigns_listed_idx').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS campaign_search_on_text ON campaigns').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS campaign_search_on_insert ON campaigns').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS campaign_search_keep()').execute(db);
  await sql.raw('DROP TABLE IF EXISTS campaign_search').execute(db);
  await sql
    .raw(
      `ALTER TABLE campaigns ADD COLUMN search_grams text[] NOT NULL
        GENERATED ALWAYS AS (campaign_search_grams(title, description)) STORED`,
    )
    .execute(db);
  await sql.raw('CREATE INDEX campaigns_search_grams_idx ON campaigns USING gin (search_grams)').execute(db);
}
