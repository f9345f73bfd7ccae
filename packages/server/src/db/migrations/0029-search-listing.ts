import { sql, type Kysely } from 'kysely';

// Issue 16 #2: a search answered from `campaign_search` alone.
//
// Why: a search for a common word ("water" in a fifth of 10,000 campaigns) found its 2,000 candidates in the
// pieces index of 0028, then read each one's campaign row (status, kind, date, text for the ILIKE) and its
// organization's (approved?): three lookups per match, about 9 ms a search, which capped the search far below
// the list on two cores (bench:scale: p99 130 ms at 10 connections). Here each campaign's search row carries
// what the search decides on: whether it is listed (active fundraiser of an approved organization, as
// `listed` in campaigns/campaign-repository.ts), its date, category, organization, and a copy of its title
// and description for the ILIKE. The GIN index holds listed campaigns only. A search is then one bitmap scan
// of one table (about 2.6 ms for the same word).
//
// Kept in the same statement as every writer, by trigger: a campaign's insert or an update of any copied
// column (the pieces are recomputed only when the text changes), and an organization's change of approval,
// which lists or unlists all its campaigns at once.
const statements = [
  `CREATE FUNCTION campaign_is_listed(status text, kind text, approval_status text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT status = 'active' AND kind = 'fundraiser' AND approval_status = 'approved' $$`,
  `ALTER TABLE campaign_search
    ADD COLUMN listed boolean NOT NULL DEFAULT false,
    ADD COLUMN created_at timestamptz,
    ADD COLUMN category_id integer,
    ADD COLUMN organization_id integer,
    ADD COLUMN title text,
    ADD COLUMN description text`,
  `UPDATE campaign_search s
    SET listed = campaign_is_listed(c.status, c.kind, o.approval_status), created_at = c.created_at,
      category_id = c.category_id, organization_id = c.organization_id, title = c.title,
      description = c.description
    FROM campaigns c JOIN organizations o ON o.id = c.organization_id
    WHERE c.id = s.campaign_id`,
  `ALTER TABLE campaign_search
    ALTER COLUMN created_at SET NOT NULL,
    ALTER COLUMN category_id SET NOT NULL,
    ALTER COLUMN organization_id SET NOT NULL,
    ALTER COLUMN title SET NOT NULL,
    ALTER COLUMN description SET NOT NULL`,
  `DROP INDEX campaign_search_grams_idx`,
  // fastupdate off: new entries go straight into the index instead of a pending list that every search
  // would scan whole until VACUUM merges it (and that makes the planner pick a scan of the table after a
  // bulk of new campaigns). Campaign text is written rarely; searches are the hot path.
  `CREATE INDEX campaign_search_listed_grams_idx ON campaign_search USING gin (grams) WITH (fastupdate = off)
    WHERE listed`,
  `DROP TRIGGER campaign_search_on_text ON campaigns`,
  `CREATE OR REPLACE FUNCTION campaign_search_keep() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NOT (OLD.title IS DISTINCT FROM NEW.title
        OR OLD.description IS DISTINCT FROM NEW.description OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.category_id IS DISTINCT FROM NEW.category_id
        OR OLD.organization_id IS DISTINCT FROM NEW.organization_id) THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' OR OLD.title IS DISTINCT FROM NEW.title
        OR OLD.description IS DISTINCT FROM NEW.description THEN
        INSERT INTO campaign_search AS s (campaign_id, grams, listed, created_at, category_id, organization_id,
            title, description)
          SELECT NEW.id, campaign_search_grams(NEW.title, NEW.description),
            campaign_is_listed(NEW.status, NEW.kind, o.approval_status), NEW.created_at, NEW.category_id,
            NEW.organization_id, NEW.title, NEW.description
          FROM organizations o WHERE o.id = NEW.organization_id
          ON CONFLICT (campaign_id) DO UPDATE SET grams = EXCLUDED.grams, listed = EXCLUDED.listed,
            created_at = EXCLUDED.created_at, category_id = EXCLUDED.category_id,
            organization_id = EXCLUDED.organization_id, title = EXCLUDED.title,
            description = EXCLUDED.description;
      ELSE
        UPDATE campaign_search s
          SET listed = campaign_is_listed(NEW.status, NEW.kind, o.approval_status), created_at = NEW.created_at,
            category_id = NEW.category_id, organization_id = NEW.organization_id
          FROM organizations o
          WHERE o.id = NEW.organization_id AND s.campaign_id = NEW.id;
      END IF;
      RETURN NULL;
    END
    $$`,
  // Which changes matter is decided in the functions, not in the triggers' `UPDATE OF` and `WHEN`: those would
  // tie the triggers to the columns, and an older migration's `down` that retypes or drops one (0015, 0022)
  // would then fail. A campaign or an organization is updated rarely; the call costs next to nothing.
  `CREATE TRIGGER campaign_search_on_change AFTER UPDATE ON campaigns
    FOR EACH ROW EXECUTE FUNCTION campaign_search_keep()`,
  `CREATE FUNCTION campaign_search_on_approval() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.approval_status IS NOT DISTINCT FROM NEW.approval_status THEN
        RETURN NULL;
      END IF;
      UPDATE campaign_search s SET listed = campaign_is_listed(c.status, c.kind, NEW.approval_status)
        FROM campaigns c
        WHERE c.organization_id = NEW.id AND s.campaign_id = c.id;
      RETURN NULL;
    END
    $$`,
  `CREATE TRIGGER campaign_search_on_approval AFTER UPDATE ON organizations
    FOR EACH ROW EXECUTE FUNCTION campaign_search_on_approval()`,
];

// 0028's trigger function, which `down` puts back with its trigger.
const pieceKeeperOf0028 = `CREATE OR REPLACE FUNCTION campaign_search_keep() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO campaign_search (campaign_id, grams)
      VALUES (NEW.id, campaign_search_grams(NEW.title, NEW.description))
      ON CONFLICT (campaign_id) DO UPDATE SET grams = EXCLUDED.grams;
    RETURN NULL;
  END
  $$`;

/** What a search decides on, in each campaign's search row, kept by triggers; the index of listed ones. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`: the search rows hold the pieces only, kept on text edits as by 0028. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS campaign_search_on_approval ON organizations',
    'DROP FUNCTION IF EXISTS campaign_search_on_approval()',
    'DROP TRIGGER IF EXISTS campaign_search_on_change ON campaigns',
    pieceKeeperOf0028,
    `CREATE TRIGGER campaign_search_on_text AFTER UPDATE OF title, description ON campaigns
      FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description)
      EXECUTE FUNCTION campaign_search_keep()`,
    'DROP INDEX IF EXISTS campaign_search_listed_grams_idx',
    'CREATE INDEX campaign_search_grams_idx ON campaign_search USING gin (grams)',
    `ALTER TABLE campaign_search DROP COLUMN listed, DROP COLUMN created_at, DROP COLUMN category_id,
      DROP COLUMN organization_id, DROP COLUMN title, DROP COLUMN description`,
    'DROP FUNCTION IF EXISTS campaign_is_listed(text, text, text)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
