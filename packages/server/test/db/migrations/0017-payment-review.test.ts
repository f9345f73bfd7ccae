import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0017-payment-review.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0017 (payment review) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('refuses a partial resolution, or a resolution of an invoice that was never flagged', async () => {
    const invoice = await database.db
      .selectFrom('invoices')
      .select('id')
      .where('review_reason', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE invoices SET review_resolution = 'dismissed', review_note = 'x', review_resolved_at = now()
          WHERE id = ${invoice.id}`.execute(database.db),
    ).rejects.toThrow(/invoices_review_resolved_whole_check/);
    await expect(
      sql`UPDATE invoices SET review_reason = 'r', review_resolution = 'dismissed' WHERE id = ${invoice.id}`.execute(
        database.db,
      ),
    ).rejects.toThrow(/invoices_review_resolved_whole_check/);
    await expect(
      sql`UPDATE invoices SET review_reason = 'r', review_resolution = 'kept', review_note = 'x',
          review_resolved_at = now() WHERE id = ${invoice.id}`.execute(database.db),
    ).rejects.toThrow(/invoices_review_resolution_check/);
  });

  it('reads what the provider reported back from the reasons flagged before it, and undoes itself', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    const [mismatch, late, other] = await database.db
      .selectFrom('invoices')
      .select(['id', 'provider_ref', 'updated_at'])
      .where('review_reason', 'is', null)
      .orderBy('id')
      .limit(3)
      .execute();
    await down(db);
    const flag = (id: string, reason: string) =>
      sql`UPDATE invoices SET status = 'failed', review_reason = ${reason} WHERE id = ${id}`.execute(db);
    await flag(mismatch!.id, 'provider reported 5100 ETB, invoice is 5000 ETB');
    await flag(late!.id, 'provider reports 6600 USD paid after the invoice failed');
    await flag(other!.id, 'something else a person must look at');
    await up(db);

    const rows = await database.db
      .selectFrom('invoices')
      .select([
        'id',
        'provider_ref',
        'review_reported_status',
        'review_reported_amount_minor',
        'review_reported_currency',
        'review_reported_ref',
        'review_reported_at',
        'review_resolved_at',
      ])
      .where('review_reason', 'is not', null)
      .orderBy('id')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(mismatch!.id)).toMatchObject({
      review_reported_status: 'succeeded',
      review_reported_amount_minor: 5100,
      review_reported_currency: 'ETB',
      review_reported_ref: mismatch!.provider_ref,
      review_resolved_at: null,
    });
    expect(byId.get(late!.id)).toMatchObject({
      review_reported_amount_minor: 6600,
      review_reported_currency: 'USD',
    });
    expect(byId.get(other!.id)).toMatchObject({
      review_reported_status: 'succeeded',
      review_reported_amount_minor: null,
      review_reported_currency: null,
    });
    expect(rows.every((row) => row.review_reported_at !== null)).toBe(true);

    const open = await sql<{ n: number }>`SELECT count(*)::int AS n FROM invoices
      WHERE review_reason IS NOT NULL AND review_resolved_at IS NULL`.execute(db);
    expect(open.rows[0]!.n).toBe(rows.length);
    await down(db);
    const { rows: left } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = 'invoices' AND column_name LIKE 'review_%' AND column_name <> 'review_reason'`.execute(
      db,
    );
    expect(left[0]!.n).toBe(0);
    await up(db);
  });
});
