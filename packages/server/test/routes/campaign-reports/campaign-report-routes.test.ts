import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';
import { AMHARIC_NAME, FORMULA_NAME, REPORT_TITLE, seedReportCampaign } from './report-fixture.ts';

const PERIOD = 'from=2026-03-02&to=2026-03-05';

describe.each(databaseKinds)('the owner’s campaign report on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  let stranger: { token: string; id: number };
  let campaignId: number;
  let draftId: number;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
    const donor = await signUp(t.app);
    campaignId = await seedReportCampaign(t.database.db, owner.id, donor.id);
    draftId = await seedReportCampaign(t.database.db, owner.id, donor.id, { status: 'draft' });
  });
  afterAll(() => t.close());

  it('sums the period’s completed donations to the santim, per currency and method', async () => {
    const response = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report/?${PERIOD}`, {
      token: owner.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.campaign).toMatchObject({ id: campaignId, title: REPORT_TITLE });
    expect(report.period).toEqual({ from: '2026-03-02', to: '2026-03-05' });
    expect(report.totals).toEqual({
      etb: { raised: 40_777, fees: 1_019, net: 39_758, donations: 4 },
      usd: { raised: 5_000, fees: 175, net: 4_825, donations: 1 },
    });
    expect(report.methods).toEqual([
      { method: 'telebirr', currency: 'ETB', raised: 20_777, fees: 519, net: 20_258, donations: 3 },
      { method: 'cbe', currency: 'ETB', raised: 20_000, fees: 500, net: 19_500, donations: 1 },
      { method: 'stripe', currency: 'USD', raised: 5_000, fees: 175, net: 4_825, donations: 1 },
    ]);
    // The signed-in donor, the guest (one e-mail in two spellings), two gifts with neither.
    expect(report.donors).toBe(4);
    // The 5 000 paid on 4 March; the USD one was paid in May.
    expect(report.withdrawn).toEqual({ etb: 5_000, usd: 0 });
    // Now, whatever the period: every completed gift less fees, less the paid withdrawals.
    expect(report.balance).toEqual({ etb: 39_758 + 975 - 5_000, usd: 4_825 - 1_000 });
    expect(report.bucket).toBe('day');
    // 20:59:59 UTC on 2 March is still 2 March in Addis Ababa; 21:00 is 3 March.
    expect(report.days).toEqual([
      { date: '2026-03-02', etb: 10_000, usd: 0, count: 1 },
      { date: '2026-03-03', etb: 20_000, usd: 5_000, count: 2 },
      { date: '2026-03-04', etb: 0, usd: 0, count: 0 },
      { date: '2026-03-05', etb: 10_777, usd: 0, count: 2 },
    ]);
  });

  it('reads from the campaign’s creation to today by default, and by weeks past 366 days', async () => {
    const whole = (
      await call(t.app, 'GET', `/api/campaigns/${campaignId}/report/`, { token: owner.token })
    ).json();
    expect(whole.period.from).toBe('2026-03-01');
    expect(whole.totals.etb.donations).toBe(5);
    expect(whole.withdrawn).toEqual({ etb: 5_000, usd: 1_000 });
    const long = (
      await call(t.app, 'GET', `/api/campaigns/${campaignId}/report/?from=2025-01-01&to=2026-04-05`, {
        token: owner.token,
      })
    ).json();
    expect(long.bucket).toBe('week');
    expect(long.days).toHaveLength(Math.ceil(460 / 7));
    expect(long.days[1].date).toBe('2025-01-08');
    expect(long.days.reduce((sum: number, bar: { count: number }) => sum + bar.count, 0)).toBe(6);
  });

  it('lists the period’s donations newest first, anonymous names hidden', async () => {
    const response = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report/donations/?${PERIOD}`, {
      token: owner.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.count).toBe(5);
    expect(page.results.map((row: { donor_name: string | null }) => row.donor_name)).toEqual([
      null,
      null,
      'Guest Again',
      FORMULA_NAME,
      AMHARIC_NAME,
    ]);
    expect(page.results[2]).toMatchObject({
      amount: 5_000,
      currency: 'USD',
      fee: 175,
      net: 4_825,
      payment_method: 'stripe',
      status: 'withdrawn',
    });
    expect(page.results[0]).toMatchObject({ anonymous: true, status: 'completed', net: 2_925 });
    const late = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report/donations/?${PERIOD}&page=2`, {
      token: owner.token,
    });
    expect(late.statusCode).toBe(400);
  });

  it('refuses a bad period with a message naming the field', async () => {
    for (const query of [
      'from=2026-03-05&to=2026-03-01',
      'from=2026-02-30',
      'to=tomorrow',
      'from=1990-01-01&to=2026-01-01',
    ]) {
      const response = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report/?${query}`, {
        token: owner.token,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBeTruthy();
    }
  });

  it('is the owner’s and the operators’ only', async () => {
    const url = (id: number) => `/api/campaigns/${id}/report/`;
    expect((await call(t.app, 'GET', url(campaignId))).statusCode).toBe(401);
    const other = await call(t.app, 'GET', url(campaignId), { token: stranger.token });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBeTruthy();
    // Someone else's draft is as unknown as an id that does not exist.
    expect((await call(t.app, 'GET', url(draftId), { token: stranger.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url(999_999), { token: owner.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url(draftId), { token: owner.token })).statusCode).toBe(200);
    const operator = await logIn(t.app, 'operator@example.com');
    const seen = await call(t.app, 'GET', `${url(campaignId)}?${PERIOD}`, { token: operator.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().totals.etb.raised).toBe(40_777);
    const rows = await call(t.app, 'GET', `${url(campaignId)}donations/`, { token: stranger.token });
    expect(rows.statusCode).toBe(403);
  });
});
