import { sql, type Kysely } from 'kysely';

// Issue 15 (#4): Asrat, the tithe members give to their church (§1, §3 `accepts_asrat`). Each organization
// that accepts it has one special campaign of kind 'asrat' (src/asrat/): gifts to it are ordinary donations
// (the same invoices, exactly-once crediting and payout path as any campaign), it has no goal and no
// deadline, and it is kept out of the public lists. `kind` tells it from the fundraisers; a partial unique
// index allows one Asrat campaign per organization, so concurrent first reads create it once (ON CONFLICT).
// The goal check of 0001 (`campaigns_check`, unnamed there) now holds for fundraisers only.
// Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE campaigns ADD COLUMN kind varchar(10) NOT NULL DEFAULT 'fundraiser'
    CONSTRAINT campaigns_kind_check CHECK (kind IN ('fundraiser', 'asrat'))`,
  `COMMENT ON COLUMN campaigns.kind IS
    'fundraiser: an ordinary campaign; asrat: the one Asrat (tithe) campaign of its organization, no goal, never listed'`,
  `ALTER TABLE campaigns DROP CONSTRAINT campaigns_check`,
  `ALTER TABLE campaigns ADD CONSTRAINT campaigns_goal_check
    CHECK (kind = 'asrat' OR goal_etb_minor > 0 OR goal_usd_minor > 0)`,
  `ALTER TABLE campaigns ADD CONSTRAINT campaigns_asrat_shape_check
    CHECK (kind = 'fundraiser' OR (deadline IS NULL AND NOT featured AND charity_id IS NULL))`,
  `CREATE UNIQUE INDEX campaigns_one_asrat_idx ON campaigns (organization_id) WHERE kind = 'asrat'`,
  // Organizations that accept Asrat already get theirs now (as AsratRepository.ensureCampaigns makes it), so
  // reading the Asrat list never has to write.
  `INSERT INTO campaigns (organization_id, category_id, created_by_user_id, title, description, status, kind)
    SELECT o.id, (SELECT id FROM categories WHERE name = 'Faith'), o.owner_user_id,
      left('Asrat · ' || o.name, 255), 'Asrat (tithe) given to ' || o.name || ' by its members.', 'active', 'asrat'
    FROM organizations o WHERE o.approval_status = 'approved' AND o.accepts_asrat`,
];

/** Campaigns get a kind; one Asrat campaign per organization. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/**
 * Undoes `up`. An Asrat campaign cannot become a fundraiser without a goal, so each gets the smallest one
 * (1 santim) and stays, with its donations, as an ordinary campaign.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS campaigns_one_asrat_idx').execute(db);
  await sql.raw('ALTER TABLE campaigns DROP CONSTRAINT campaigns_asrat_shape_check').execute(db);
  await sql.raw('ALTER TABLE campaigns DROP CONSTRAINT campaigns_goal_check').execute(db);
  await sql
    .raw(`UPDATE campaigns SET goal_etb_minor = 1 WHERE goal_etb_minor = 0 AND goal_usd_minor = 0`)
    .execute(db);
  await sql.raw('ALTER TABLE campaigns DROP COLUMN kind').execute(db);
  await sql
    .raw(
      'ALTER TABLE campaigns ADD CONSTRAINT campaigns_check CHECK (goal_etb_minor > 0 OR goal_usd_minor > 0)',
    )
    .execute(db);
}
