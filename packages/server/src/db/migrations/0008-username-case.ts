import { sql, type Kysely } from 'kysely';

// Issue 11 (review #10): `Owner` could be taken beside `owner`, so one user could pass for another wherever
// usernames are shown. Usernames become unique regardless of case. Plain SQL that PostgreSQL 15+ and PGlite
// both run.
const statements = [
  // Accounts that already share a name up to case: the oldest keeps it, every later one is renamed to its
  // name, an underscore and its id (`Owner` of user 42 becomes `Owner_42`). Chosen usernames have no
  // underscore (letters and digits only), so the new name can clash with no chosen one; the renamed user
  // still signs in with their e-mail address and may pick another username on their profile.
  `UPDATE users AS u SET username = left(u.username, 138) || '_' || u.id
    WHERE EXISTS (
      SELECT 1 FROM users AS older
      WHERE lower(older.username) = lower(u.username) AND older.id < u.id
    )`,
  // Decides when two sign-ups race (`Abc` and `abc` at once): the loser gets a unique_violation on this
  // index, which the repository answers as 409. Also what login by username (any case) looks up.
  `CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`,
];

/** Usernames unique regardless of case; earlier case-duplicates renamed (see above). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Drops the index; renamed usernames stay renamed (their old names are ambiguous). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS users_username_lower_key').execute(db);
}
