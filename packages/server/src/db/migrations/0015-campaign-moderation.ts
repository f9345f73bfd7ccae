import { sql, type Kysely } from 'kysely';

// Issue 14 (#4): the team moderates campaigns in the console. A new status, `unpublished`: a published campaign
// the team took down (not listed, not searchable, not donatable, no public page; its owner still sees it). Like
// a rejection it says why in `review_note`, which the owner reads, so the note check takes it in. The console
// lists every status newest first: an index on (created_at, id) serves that order when no status is chosen
// (with a status, `campaigns_status_created_idx` of 0001 does), and one on (organization_id, created_at, id)
// the list of one organization. Existing rows keep their status. Plain SQL that PostgreSQL 15+ and PGlite run.
const statements = [
  // 'unpublished' is longer than the column's 10 characters.
  `ALTER TABLE campaigns ALTER COLUMN status TYPE varchar(20)`,
  `ALTER TABLE campaigns DROP CONSTRAINT campaigns_status_check`,
  `ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check
    CHECK (status IN ('draft', 'in_review', 'rejected', 'active', 'unpublished', 'completed', 'closed'))`,
  `ALTER TABLE campaigns DROP CONSTRAINT campaigns_review_note_check`,
  `ALTER TABLE campaigns ADD CONSTRAINT campaigns_review_note_check
    CHECK ((status IN ('rejected', 'unpublished')) = (review_note IS NOT NULL))`,
  `COMMENT ON COLUMN campaigns.review_note IS
    'Why the team rejected or unpublished the campaign, shown to its owner; null for every other status'`,
  `CREATE INDEX campaigns_created_idx ON campaigns (created_at DESC, id DESC)`,
  `CREATE INDEX campaigns_organization_created_idx ON campaigns (organization_id, created_at DESC, id DESC)`,
];

/** Campaigns: the `unpublished` status with its note, and the indexes of the console's list. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`; unpublished campaigns become drafts (private, as they were), without their note. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS campaigns_organization_created_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS campaigns_created_idx').execute(db);
  await sql.raw('ALTER TABLE campaigns DROP CONSTRAINT campaigns_review_note_check').execute(db);
  await sql.raw('ALTER TABLE campaigns DROP CONSTRAINT campaigns_status_check').execute(db);
  await sql
    .raw(`UPDATE campaigns SET status = 'draft', review_note = NULL WHERE status = 'unpublished'`)
    .execute(db);
  await sql.raw('ALTER TABLE campaigns ALTER COLUMN status TYPE varchar(10)').execute(db);
  await sql
    .raw(
      `ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check
        CHECK (status IN ('draft', 'in_review', 'rejected', 'active', 'completed', 'closed'))`,
    )
    .execute(db);
  await sql
    .raw(
      `ALTER TABLE campaigns ADD CONSTRAINT campaigns_review_note_check
        CHECK ((status = 'rejected') = (review_note IS NOT NULL))`,
    )
    .execute(db);
  await sql
    .raw(
      `COMMENT ON COLUMN campaigns.review_note IS
        'Why the team rejected the campaign, shown to its owner; null unless the status is rejected'`,
    )
    .execute(db);
}
