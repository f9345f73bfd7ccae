import { sql, type Kysely } from 'kysely';

// Issue 14 #6: the console's inbox of reports and help questions. Both were stored and never read; now an
// operator resolves each one with a note, and a report with an action too (nothing, unpublish the reported
// campaign, suspend the organization). The four columns are null together while the item is open (a check
// says so; `resolved_by_user_id` alone may become null if the account is ever removed). Existing rows stay
// open. The console's start page counts open items with exactly `resolved_at IS NULL`, answered from the
// partial indexes below (they hold only the open rows), and the resolved lists have their own order.
const statements = [
  `ALTER TABLE reports
    ADD COLUMN resolved_at timestamptz,
    ADD COLUMN resolved_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN resolution_note text,
    ADD COLUMN resolution_action varchar(24)
      CONSTRAINT reports_resolution_action_check
      CHECK (resolution_action IN ('none', 'unpublish-campaign', 'suspend-organization')),
    ADD CONSTRAINT reports_resolution_check CHECK (
      (resolved_at IS NULL AND resolution_note IS NULL AND resolution_action IS NULL)
      OR (resolved_at IS NOT NULL AND resolution_note IS NOT NULL AND resolution_action IS NOT NULL)
    )`,
  `COMMENT ON COLUMN reports.resolved_at IS 'When an operator resolved it; null while open (the inbox)'`,
  `COMMENT ON COLUMN reports.resolution_action IS
    'What the operator did with the resolution: none, unpublish-campaign or suspend-organization'`,
  `CREATE INDEX reports_open_idx ON reports (id DESC) WHERE resolved_at IS NULL`,
  `CREATE INDEX reports_open_target_idx ON reports (target_type, id DESC) WHERE resolved_at IS NULL`,
  `CREATE INDEX reports_resolved_idx ON reports (resolved_at DESC, id DESC) WHERE resolved_at IS NOT NULL`,
  `CREATE INDEX reports_resolved_target_idx ON reports (target_type, resolved_at DESC, id DESC)
    WHERE resolved_at IS NOT NULL`,
  `ALTER TABLE help_questions
    ADD COLUMN resolved_at timestamptz,
    ADD COLUMN resolved_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN resolution_note text,
    ADD CONSTRAINT help_questions_resolution_check CHECK ((resolved_at IS NULL) = (resolution_note IS NULL))`,
  `COMMENT ON COLUMN help_questions.resolution_note IS
    'What the team answered (the answer itself goes by e-mail, outside Lomi); null while open'`,
  `CREATE INDEX help_questions_open_idx ON help_questions (id DESC) WHERE resolved_at IS NULL`,
  `CREATE INDEX help_questions_resolved_idx ON help_questions (resolved_at DESC, id DESC)
    WHERE resolved_at IS NOT NULL`,
];

/** Reports and help questions: their resolution, and indexes over the open and the resolved ones. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`: every resolution is dropped (the items are open again). */
export async function down(db: Kysely<unknown>): Promise<void> {
  // Dropping the columns drops their indexes and checks with them.
  await sql
    .raw(
      `ALTER TABLE help_questions DROP COLUMN resolved_at, DROP COLUMN resolved_by_user_id,
        DROP COLUMN resolution_note`,
    )
    .execute(db);
  await sql
    .raw(
      `ALTER TABLE reports DROP COLUMN resolved_at, DROP COLUMN resolved_by_user_id,
        DROP COLUMN resolution_note, DROP COLUMN resolution_action`,
    )
    .execute(db);
}
