import { sql, type Kysely } from 'kysely';

// Issue 13 (#2): organization owners create campaigns themselves, and the team reviews them before they go
// live (issue 14's console publishes or rejects). Two statuses join draft/active/completed/closed:
// `in_review` (created by the owner, waiting for the team) and `rejected` (refused, with a `review_note` the
// owner reads); `active` stays "published". Neither is public: every public read lists active/completed/
// closed explicitly. `reviewed_at` records when the team decided. Supporting documents keep their size and
// ETag so they can be served to the owner and the team later (never publicly). Existing rows keep their
// status and get no note. Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE campaigns DROP CONSTRAINT campaigns_status_check`,
  `ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check
    CHECK (status IN ('draft', 'in_review', 'rejected', 'active', 'completed', 'closed'))`,
  `ALTER TABLE campaigns ADD COLUMN review_note varchar(1000)`,
  `ALTER TABLE campaigns ADD COLUMN reviewed_at timestamptz`,
  // A rejection always says why; no other status carries a note.
  `ALTER TABLE campaigns ADD CONSTRAINT campaigns_review_note_check
    CHECK ((status = 'rejected') = (review_note IS NOT NULL))`,
  `COMMENT ON COLUMN campaigns.review_note IS
    'Why the team rejected the campaign, shown to its owner; null unless the status is rejected'`,
  `ALTER TABLE campaign_documents ADD COLUMN byte_size bigint CHECK (byte_size >= 0)`,
  `ALTER TABLE campaign_documents ADD COLUMN etag text`,
  `CREATE INDEX campaign_documents_campaign_idx ON campaign_documents (campaign_id, id)`,
];

/** Campaigns: the review statuses, the note and time of the review; documents: their size and ETag. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`; campaigns in review or rejected become drafts again (the statuses that existed before). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS campaign_documents_campaign_idx').execute(db);
  await sql.raw('ALTER TABLE campaign_documents DROP COLUMN etag').execute(db);
  await sql.raw('ALTER TABLE campaign_documents DROP COLUMN byte_size').execute(db);
  await sql.raw('ALTER TABLE campaigns DROP CONSTRAINT campaigns_review_note_check').execute(db);
  await sql.raw('ALTER TABLE campaigns DROP COLUMN reviewed_at').execute(db);
  await sql.raw('ALTER TABLE campaigns DROP COLUMN review_note').execute(db);
  await sql
    .raw(`UPDATE campaigns SET status = 'draft' WHERE status IN ('in_review', 'rejected')`)
    .execute(db);
  await sql.raw('ALTER TABLE campaigns DROP CONSTRAINT campaigns_status_check').execute(db);
  await sql
    .raw(
      `ALTER TABLE campaigns ADD CONSTRAINT campaigns_status_check
        CHECK (status IN ('draft', 'active', 'completed', 'closed'))`,
    )
    .execute(db);
}
