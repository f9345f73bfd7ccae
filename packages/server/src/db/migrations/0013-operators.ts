import { sql, type Kysely } from 'kysely';

// Issue 14 (#1, #9): the team that runs Lomi. `users.role` is 'user' or 'operator' (operators add and remove
// operators in the console, the first one is made with `npm run operator`); every existing user stays a
// user. `audit_log` records every operator action: who, what, on which target, the values before and
// after. It is append-only in the database itself: a trigger refuses UPDATE and DELETE of its rows, so
// neither the console nor a bug in a repository can rewrite history (TRUNCATE stays for `seed --reset`,
// which empties the demo content). Plain SQL that PostgreSQL 15+ and PGlite both run (PL/pgSQL included).
const statements = [
  `ALTER TABLE users ADD COLUMN role varchar(16) NOT NULL DEFAULT 'user'
    CONSTRAINT users_role_check CHECK (role IN ('user', 'operator'))`,
  `COMMENT ON COLUMN users.role IS 'user, or operator: a member of the team that runs Lomi (the console)'`,
  // The console lists operators; there are few, and this finds them without reading every user.
  `CREATE INDEX users_operators_idx ON users (id) WHERE role = 'operator'`,
  `CREATE TABLE audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    operator_id integer REFERENCES users (id),
    action varchar(64) NOT NULL,
    target_type varchar(32) NOT NULL,
    target_id bigint,
    before jsonb,
    after jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `COMMENT ON TABLE audit_log IS 'Every operator action, append-only (a trigger refuses UPDATE and DELETE)'`,
  `COMMENT ON COLUMN audit_log.operator_id IS
    'The operator who acted; null for the command line (npm run operator), run by whoever runs the server'`,
  // Newest first, whole or filtered by action, operator or target: each filter has its index.
  `CREATE INDEX audit_log_newest_idx ON audit_log (id DESC)`,
  `CREATE INDEX audit_log_action_idx ON audit_log (action, id DESC)`,
  `CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, id DESC)`,
  `CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id DESC)`,
  `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
    END
  $$`,
  `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
];

/** Users: the role; the append-only audit log of operator actions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** Undoes `up`: the audit log and every operator role are dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE audit_log').execute(db);
  await sql.raw('DROP FUNCTION audit_log_append_only()').execute(db);
  await sql.raw('DROP INDEX users_operators_idx').execute(db);
  await sql.raw('ALTER TABLE users DROP COLUMN role').execute(db);
}
