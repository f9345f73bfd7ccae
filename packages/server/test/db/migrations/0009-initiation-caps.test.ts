import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0009-initiation-caps.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0009 (initiation caps) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  async function indexes(): Promise<string[]> {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'invoices' ORDER BY indexname`.execute(database.db);
    return rows.map((row) => row.indexname);
  }

  it('adds the hashed client column and partial indexes on pending invoices, and takes them back', async () => {
    expect(await indexes()).toEqual(
      expect.arrayContaining(['invoices_pending_client_idx', 'invoices_pending_phone_idx']),
    );
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
      WHERE indexrelid = 'invoices_pending_client_idx'::regclass`.execute(database.db);
    expect(rows[0]?.definition).toMatch(/WHERE .*status.* = 'pending'/);

    await down(database.db as unknown as Kysely<unknown>);
    expect(await indexes()).not.toContain('invoices_pending_client_idx');
    await expect(sql`SELECT client_key FROM invoices`.execute(database.db)).rejects.toThrow();

    await up(database.db as unknown as Kysely<unknown>);
    expect(await indexes()).toEqual(
      expect.arrayContaining(['invoices_pending_client_idx', 'invoices_pending_phone_idx']),
    );
  });
});
