import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignReportRepository } from '../../src/campaign-reports/campaign-report-repository.ts';
import { createAccountsApp, signUp, type AccountsTestApp } from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';
import { seedReportCampaign } from '../routes/campaign-reports/report-fixture.ts';

describe.each(databaseKinds)('the report’s donations in batches on %s', (kind) => {
  let t: AccountsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    const owner = await signUp(t.app);
    campaignId = await seedReportCampaign(t.database.db, owner.id, owner.id);
    // 2,500 more: clustered (a busy day), microsecond timestamps, many sharing one instant, out of order.
    await sql`
      INSERT INTO donations (campaign_id, amount_minor, currency, etb_amount_minor, exchange_rate, fee_minor,
        anonymous, payment_method, is_completed, created_at)
      SELECT ${campaignId}, 100 + i, 'ETB', 100 + i, 1, 2, true, 'telebirr', i % 11 <> 0,
        timestamptz '2026-03-10 08:00:00.123456+00'
          + CASE WHEN i % 3 = 0 THEN interval '0' ELSE ((i * 7919) % 5000) * interval '1.000001 seconds' END
          + CASE WHEN i % 5 = 0 THEN (i % 40) * interval '1 day' ELSE interval '0' END
      FROM generate_series(1, 2500) AS i`.execute(t.database.db);
  });
  afterAll(() => t.close());

  it('yields every completed donation of the window once, newest first, whatever the batch size', async () => {
    const repository = new CampaignReportRepository(t.database.db);
    const window = { start: new Date('2026-03-01T21:00:00Z'), end: new Date('2026-05-01T21:00:00Z') };
    const expected = (
      await t.database.db
        .selectFrom('donations')
        .where('campaign_id', '=', campaignId)
        .where('is_completed', '=', true)
        .where('created_at', '>=', window.start)
        .where('created_at', '<', window.end)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .select('id')
        .execute()
    ).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(2_000);
    for (const size of [1, 7, 100, 1_000, 5_000]) {
      const ids: number[] = [];
      let largest = 0;
      for await (const batch of repository.batches(campaignId, window, size)) {
        largest = Math.max(largest, batch.length);
        ids.push(...batch.map((row) => row.id));
      }
      expect(largest, `batch size ${size}`).toBeLessThanOrEqual(size);
      expect(ids, `batch size ${size}`).toEqual(expected);
    }
  });
});
