import { sql, type Kysely } from 'kysely';

// Issue 14 (#3, #6): Lomi's team may suspend an approved organization (from the console, or from a report).
// `approval_status` gains 'suspended': not public, like pending and rejected (every public read asks for
// 'approved'), so its page and its campaigns leave every public list and stop taking donations; reinstating
// makes it 'approved' again. The suspension's reason is kept in `review_note` (its owner reads it). The
// console lists organizations newest first, filtered by status: an index for each. Existing rows keep their
// status. Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  `ALTER TABLE organizations DROP CONSTRAINT organizations_approval_status_check`,
  `ALTER TABLE organizations ADD CONSTRAINT organizations_approval_status_check
    CHECK (approval_status IN ('pending', 'approved', 'rejected', 'suspended'))`,
  `COMMENT ON COLUMN organizations.review_note IS
    'Why the team rejected or suspended the organization, shown to its owner; null otherwise'`,
  `CREATE INDEX organizations_created_idx ON organizations (created_at DESC, id DESC)`,
  `CREATE INDEX organizations_status_created_idx ON organizations (approval_status, created_at DESC, id DESC)`,
];

/** Organizations: the 'suspended' status and the console's list indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`; a suspended organization becomes a rejected one (not public either), keeping its note. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS organizations_status_created_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS organizations_created_idx').execute(db);
  await sql
    .raw(`UPDATE organizations SET approval_status = 'rejected' WHERE approval_status = 'suspended'`)
    .execute(db);
  await sql.raw('ALTER TABLE organizations DROP CONSTRAINT organizations_approval_status_check').execute(db);
  await sql
    .raw(
      `ALTER TABLE organizations ADD CONSTRAINT organizations_approval_status_check
        CHECK (approval_status IN ('pending', 'approved', 'rejected'))`,
    )
    .execute(db);
  await sql
    .raw(
      `COMMENT ON COLUMN organizations.review_note IS
        'Why the team rejected the organization, shown to its owner; null when approved or not reviewed'`,
    )
    .execute(db);
}
