import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('notification endpoints on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await logIn(t.app, 'owner@example.com');
    // Enough to need a second page.
    await t.database.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 8 }, (_, index) => ({
          user_id: owner.id,
          title: `Update ${index + 1}`,
          content: `Something happened (${index + 1}).`,
          created_at: new Date(Date.now() - index * 1000),
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  const unread = async (token: string) =>
    (await call(t.app, 'GET', '/api/notifications/count/', { token })).json().count as number;

  it('lists the user’s notifications newest first, 10 a page, in the §3 shape', async () => {
    const stored = await t.database.db
      .selectFrom('notifications')
      .select(['id', 'is_read'])
      .where('user_id', '=', owner.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const first = (await call(t.app, 'GET', '/api/notifications/', { token: owner.token })).json();
    expect(first).toMatchObject({ count: stored.length, lastPage: Math.ceil(stored.length / 10) });
    expect(first.results).toHaveLength(10);
    const second = (await call(t.app, 'GET', '/api/notifications/?page=2', { token: owner.token })).json();
    expect([...first.results, ...second.results].map((item: { id: number }) => item.id)).toEqual(
      stored.map((row) => row.id),
    );
    expect(Object.keys(first.results[0]).sort()).toEqual(
      ['content', 'created', 'id', 'is_read', 'kind', 'params', 'related_campaign', 'title'].sort(),
    );
    const withCampaign = [...first.results, ...second.results].find(
      (item: { related_campaign: unknown }) => item.related_campaign !== null,
    );
    expect(withCampaign.related_campaign).toEqual({ id: expect.any(Number) });
    expect(await unread(owner.token)).toBe(stored.filter((row) => !row.is_read).length);
  });

  it('marks one as read, then all, and the unread count follows', async () => {
    const before = await unread(owner.token);
    expect(before).toBeGreaterThan(1);
    const list = (await call(t.app, 'GET', '/api/notifications/', { token: owner.token })).json();
    const target = list.results.find((item: { is_read: boolean }) => !item.is_read);
    const marked = await call(t.app, 'POST', `/api/notifications/mark-as-read/${target.id}/`, {
      token: owner.token,
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ ...target, is_read: true });
    expect(await unread(owner.token)).toBe(before - 1);
    expect(
      (await call(t.app, 'GET', `/api/notifications/${target.id}/`, { token: owner.token })).json().is_read,
    ).toBe(true);

    // As a JSON client sends it: the content type set, no body.
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-as-read/',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    });
    expect(all.json()).toEqual({ updated: before - 1 });
    expect(await unread(owner.token)).toBe(0);
  });

  it('answers 404 for another user’s notification, and changes nothing', async () => {
    const stranger = await signUp(t.app);
    const ownerRow = await t.database.db
      .selectFrom('notifications')
      .select(['id', 'is_read'])
      .where('user_id', '=', owner.id)
      .where('is_read', '=', false)
      .executeTakeFirst();
    const id =
      ownerRow?.id ??
      (
        await t.database.db
          .insertInto('notifications')
          .values({ user_id: owner.id, title: 'Private', content: 'Only for the owner.' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    expect(
      (await call(t.app, 'GET', `/api/notifications/${id}/`, { token: stranger.token })).statusCode,
    ).toBe(404);
    const mark = await call(t.app, 'POST', `/api/notifications/mark-as-read/${id}/`, {
      token: stranger.token,
    });
    expect(mark.statusCode).toBe(404);
    expect(mark.json()).toEqual({ code: 'LOMI_ERR_NOT_FOUND', message: `Notification ${id} was not found.` });
    const row = await t.database.db
      .selectFrom('notifications')
      .select('is_read')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_read).toBe(false);
    expect((await call(t.app, 'GET', '/api/notifications/', { token: stranger.token })).json()).toEqual({
      count: 0,
      results: [],
      lastPage: 1,
      total: 0,
    });
  });
});
