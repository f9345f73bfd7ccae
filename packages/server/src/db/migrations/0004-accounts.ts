import { sql, type Kysely } from 'kysely';

// Issue 6: what sign-in, phone codes, rate limits, account deletion and localizable notifications need on
// top of the users, profiles and notifications of 0001. Plain SQL that PostgreSQL 15+ and PGlite both run.
const statements = [
  // token_version: part of every access token; bumping it (password change, deletion) revokes old tokens.
  // deleted_at: the row stays as a tombstone after deletion (withdrawals keep pointing at it), its
  // personal data gone. google_sub: the stable Google account id of a Google sign-in.
  `ALTER TABLE users
    ADD COLUMN token_version integer NOT NULL DEFAULT 0,
    ADD COLUMN deleted_at timestamptz,
    ADD COLUMN google_sub varchar(255) UNIQUE`,
  // A phone number proven by a code belongs to one phone-OTP account.
  `CREATE UNIQUE INDEX profiles_phone_otp_key ON profiles (phone) WHERE auth_type = 'phone_otp'`,
  // Sign-in codes sent by SMS: only a keyed hash is stored; each allows a few attempts before it is spent.
  `CREATE TABLE phone_otp_codes (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    phone varchar(20) NOT NULL,
    code_hash text NOT NULL,
    attempts smallint NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    expires_at timestamptz NOT NULL,
    consumed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX phone_otp_codes_phone_idx ON phone_otp_codes (phone, created_at DESC)`,
  // Fixed-window counters shared by every instance (login, phone codes). The key is a SHA-256 of the
  // client address and identifier, so no e-mail address or phone number is stored here.
  `CREATE TABLE rate_limit_counters (
    key char(64) PRIMARY KEY,
    hits integer NOT NULL CHECK (hits > 0),
    window_ends_at timestamptz NOT NULL
  )`,
  `CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_ends_at)`,
  // kind and params let clients word a notification in their own language; title and content stay the
  // English text of §3. A campaign's goal is announced to a user once.
  `ALTER TABLE notifications ADD COLUMN kind varchar(40), ADD COLUMN params jsonb`,
  `CREATE UNIQUE INDEX notifications_goal_reached_key ON notifications (user_id, related_campaign_id)
    WHERE kind = 'goal_reached'`,
];

/** Accounts: token revocation, account tombstones, Google and phone sign-in, rate limits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS notifications_goal_reached_key').execute(db);
  await sql.raw('ALTER TABLE notifications DROP COLUMN kind, DROP COLUMN params').execute(db);
  await sql.raw('DROP TABLE IF EXISTS rate_limit_counters, phone_otp_codes').execute(db);
  await sql.raw('DROP INDEX IF EXISTS profiles_phone_otp_key').execute(db);
  await sql
    .raw('ALTER TABLE users DROP COLUMN token_version, DROP COLUMN deleted_at, DROP COLUMN google_sub')
    .execute(db);
}
