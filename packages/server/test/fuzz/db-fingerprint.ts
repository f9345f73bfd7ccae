import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/**
 * Tables a refused request may change, and why. Everything else in the public schema counts as content: a
 * table another change adds is covered without an edit here.
 */
export const NOT_CONTENT: Record<string, string> = {
  rate_limit_counters:
    'counts requests per client before they are judged (sign-in tries, forms, donation starts): a refusal is meant to count',
  lomi_migrations: 'the migrator’s own bookkeeping',
  lomi_migrations_lock: 'the migrator’s own bookkeeping',
};

/**
 * Columns a refused request may change, and why. A wrong phone code spends one of the code's tries: that
 * write is the defence against guessing, made on purpose on the refusal.
 */
export const NOT_CONTENT_COLUMNS: Record<string, string[]> = { phone_otp_codes: ['attempts'] };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A function that returns one hash of the content of every content table (each row as text, in order), so
 * two calls with nothing written in between agree. One query for all tables, taken again only after a write.
 */
export async function contentFingerprint(db: Kysely<Database>): Promise<() => Promise<string>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) {
    if (table in NOT_CONTENT || NOT_CONTENT_COLUMNS[table]?.includes(column)) continue;
    columns.set(table, [...(columns.get(table) ?? []), column]);
  }
  const parts = [...columns].map(([table, names]) => {
    const row = `row(${names.map((name) => `t.${ident(name)}`).join(', ')})::text`;
    return `SELECT '${table}' AS name, md5(coalesce(string_agg(${row}, ',' ORDER BY ${row}), '')) AS hash FROM ${ident(table)} t`;
  });
  const query = sql.raw<{ fingerprint: string }>(
    `SELECT string_agg(name || ':' || hash, ' ' ORDER BY name) AS fingerprint FROM (${parts.join(' UNION ALL ')}) s`,
  );
  const full = async () => (await query.execute(db)).rows[0]!.fingerprint;
  // The next transaction id: only a transaction that writes takes one, so while it stays the same nothing
  // was written and the (costlier) content hash need not be taken again.
  const nextXid = sql<{ xid: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid`;
  let last = { xid: '', fingerprint: '' };
  return async () => {
    const { xid } = (await nextXid.execute(db)).rows[0]!;
    if (xid !== last.xid) last = { xid, fingerprint: await full() };
    return last.fingerprint;
  };
}

/** The tables whose fingerprints differ between two fingerprints. */
export function changedTables(before: string, after: string): string[] {
  const tables = (fingerprint: string) =>
    new Map(fingerprint.split(' ').map((part) => part.split(':') as [string, string]));
  const a = tables(before);
  return [...tables(after)].filter(([name, hash]) => a.get(name) !== hash).map(([name]) => name);
}
