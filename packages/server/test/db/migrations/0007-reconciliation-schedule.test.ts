import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0007-reconciliation-schedule.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0007 (reconciliation schedule) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const indexes = async () =>
    (
      await sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes WHERE tablename = 'invoices' ORDER BY indexname`.execute(database.db)
    ).rows.map((row) => row.indexname);

  it('schedules the pending invoices it finds, least recently checked first, never after their expiry', async () => {
    const db = database.db;
    const pending = await db
      .selectFrom('invoices')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(3)
      .execute();
    expect(pending).toHaveLength(3);
    const [neverChecked, checked, expired] = pending.map((row) => row.id) as [string, string, string];
    const at = (iso: string) => new Date(iso);

    // The schema as it was before 0007, with invoices the old claim checked or starved.
    await down(db as Kysely<unknown>);
    expect(await indexes()).toContain('invoices_pending_verified_idx');
    const set = (id: string, values: { created_at: Date; expires_at: Date; last_verified_at: Date | null }) =>
      sql`UPDATE invoices SET created_at = ${values.created_at}, expires_at = ${values.expires_at},
        last_verified_at = ${values.last_verified_at} WHERE id = ${id}`.execute(db);
    await set(neverChecked, {
      created_at: at('2026-11-01T10:00:00Z'),
      expires_at: at('2026-11-02T11:00:00Z'),
      last_verified_at: null,
    });
    await set(checked, {
      created_at: at('2026-10-31T10:00:00Z'),
      expires_at: at('2026-11-02T11:00:00Z'),
      last_verified_at: at('2026-11-01T12:00:00Z'),
    });
    await set(expired, {
      created_at: at('2026-10-30T10:00:00Z'),
      expires_at: at('2026-10-30T10:15:00Z'),
      last_verified_at: at('2026-11-01T12:30:00Z'),
    });

    await up(db as Kysely<unknown>);
    const rows = await db
      .selectFrom('invoices')
      .select(['id', 'next_check_at'])
      .where('id', 'in', [neverChecked, checked, expired])
      .execute();
    const next = new Map(rows.map((row) => [row.id, row.next_check_at.toISOString()]));
    expect(next.get(neverChecked)).toBe('2026-11-01T10:00:00.000Z');
    expect(next.get(checked)).toBe('2026-11-01T12:00:00.000Z');
    expect(next.get(expired)).toBe('2026-10-30T10:15:00.000Z');
    const indexNames = await indexes();
    expect(indexNames).toContain('invoices_pending_due_idx');
    expect(indexNames).not.toContain('invoices_pending_verified_idx');
  });
});
