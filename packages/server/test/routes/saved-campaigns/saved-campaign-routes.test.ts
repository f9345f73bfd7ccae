import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('saved campaigns on %s', (kind) => {
  let t: AccountsTestApp;
  let publicIds: number[];

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    const listed = await t.app.inject('/api/campaigns/?page=1');
    publicIds = listed.json().results.map((campaign: { id: number }) => campaign.id);
  });
  afterAll(() => t.close());

  it('lists the seeded donor’s saved campaigns, last saved first, with whole campaigns', async () => {
    const { token, id } = await logIn(t.app, 'donor@example.com');
    const stored = await t.database.db
      .selectFrom('saved_campaigns')
      .select(['campaign_id', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .execute();
    const response = await call(t.app, 'GET', '/api/saved-campaigns', { token });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ count: stored.length, total: stored.length, lastPage: 1 });
    expect(list.results.map((saved: { campaign: { id: number } }) => saved.campaign.id)).toEqual(
      stored.map((row) => row.campaign_id),
    );
    const campaign = await t.app.inject(`/api/campaigns/${stored[0]!.campaign_id}`);
    expect(list.results[0]).toEqual({
      campaign: campaign.json(),
      created: stored[0]!.created_at.toISOString(),
    });
  });

  it('saves and unsaves (both idempotent), and the list and ids follow', async () => {
    const { token } = await signUp(t.app);
    const [first, second] = publicIds;
    const save = (campaignId: number) =>
      call(t.app, 'POST', '/api/saved-campaigns/save/', { token, body: { campaign_id: campaignId } });
    expect((await save(first!)).json()).toEqual({ campaign_id: first, saved: true });
    expect((await save(first!)).statusCode).toBe(200);
    await save(second!);
    const ids = await call(t.app, 'GET', '/api/saved-campaigns/ids/', { token });
    expect(ids.json()).toEqual({ ids: [first, second].sort((a, b) => a! - b!) });
    expect((await call(t.app, 'GET', '/api/saved-campaigns', { token })).json().count).toBe(2);

    const unsave = await call(t.app, 'POST', '/api/saved-campaigns/unsave/', {
      token,
      body: { campaign_id: first },
    });
    expect(unsave.json()).toEqual({ campaign_id: first, saved: false });
    expect(
      (await call(t.app, 'POST', '/api/saved-campaigns/unsave/', { token, body: { campaign_id: first } }))
        .statusCode,
    ).toBe(200);
    const list = (await call(t.app, 'GET', '/api/saved-campaigns', { token })).json();
    expect(list.count).toBe(1);
    expect(list.results[0].campaign.id).toBe(second);
  });

  it('refuses unknown, non-public and malformed campaign ids', async () => {
    const { token } = await signUp(t.app);
    const hidden = await t.database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select('c.id')
      .where('o.approval_status', '<>', 'approved')
      .executeTakeFirstOrThrow();
    for (const campaignId of [999_999, hidden.id]) {
      const response = await call(t.app, 'POST', '/api/saved-campaigns/save/', {
        token,
        body: { campaign_id: campaignId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'LOMI_ERR_NOT_FOUND',
        message: `Campaign ${campaignId} was not found.`,
      });
    }
    const malformed = await call(t.app, 'POST', '/api/saved-campaigns/save/', {
      token,
      body: { campaign_id: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ campaign_id: 'must be a campaign id (a whole number)' });
    expect((await call(t.app, 'GET', '/api/saved-campaigns?page=2', { token })).statusCode).toBe(400);
  });
});
