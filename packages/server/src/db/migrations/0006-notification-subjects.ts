import { sql, type Kysely } from 'kysely';

// Issue 6 review: deleting an account must also take its name out of the notifications other people got
// about it ("New donation received" names the donor, a Contact Fundraiser message its sender). Those rows
// belong to the organizer, so they need a link to the person they are about. Plain SQL that PostgreSQL 15+
// and PGlite both run.
const statements = [
  `ALTER TABLE notifications ADD COLUMN subject_user_id integer REFERENCES users (id)`,
  `COMMENT ON COLUMN notifications.subject_user_id IS
    'the account this notification names (the donor of donation_received, the sender of contact_message); deleting that account anonymizes the row and clears this'`,
  `CREATE INDEX notifications_subject_user_idx ON notifications (subject_user_id)
    WHERE subject_user_id IS NOT NULL`,
  // Donation notifications written before: their donation says who gave (anonymous gifts name nobody).
  // Compared as text, so a params value that is not a number cannot make the cast fail.
  `UPDATE notifications AS n SET subject_user_id = d.donor_user_id
    FROM donations AS d
    WHERE n.kind = 'donation_received'
      AND n.params ->> 'donation_id' = d.id::text
      AND d.donor_user_id IS NOT NULL
      AND NOT d.anonymous`,
];

/** Notifications: the account each one names, so that account's deletion can anonymize it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE notifications DROP COLUMN subject_user_id').execute(db);
}
