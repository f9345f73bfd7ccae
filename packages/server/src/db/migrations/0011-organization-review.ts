import { sql, type Kysely } from 'kysely';

// Issue 13 (#1): organizations are created by their owners and reviewed by Lomi's team (§4: pending, then
// approved or rejected). The review keeps its reason, shown to the owner when rejected (`review_note`), and
// when it happened (`reviewed_at`); `updated_at` says when the owner last changed the organization. Supporting
// documents keep their size and ETag so they can be served to their owner and the team later (never
// publicly). Existing rows: `updated_at` starts at `created_at`; seeded approved and rejected organizations
// keep a null `reviewed_at` (nobody recorded when) and no note. Plain SQL that PostgreSQL 15+ and PGlite run.
const statements = [
  `ALTER TABLE organizations ADD COLUMN review_note varchar(1000)`,
  `ALTER TABLE organizations ADD COLUMN reviewed_at timestamptz`,
  `ALTER TABLE organizations ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  `UPDATE organizations SET updated_at = created_at`,
  `COMMENT ON COLUMN organizations.review_note IS
    'Why the team rejected the organization, shown to its owner; null when approved or not reviewed'`,
  `ALTER TABLE organization_documents ADD COLUMN byte_size bigint CHECK (byte_size >= 0)`,
  `ALTER TABLE organization_documents ADD COLUMN etag text`,
  `CREATE INDEX organization_documents_organization_idx ON organization_documents (organization_id, id)`,
];

/** Organizations: the review's note and time, the last change; documents: their size and ETag. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS organization_documents_organization_idx').execute(db);
  await sql.raw('ALTER TABLE organization_documents DROP COLUMN etag').execute(db);
  await sql.raw('ALTER TABLE organization_documents DROP COLUMN byte_size').execute(db);
  await sql.raw('ALTER TABLE organizations DROP COLUMN updated_at').execute(db);
  await sql.raw('ALTER TABLE organizations DROP COLUMN reviewed_at').execute(db);
  await sql.raw('ALTER TABLE organizations DROP COLUMN review_note').execute(db);
}
