import type { Organization, PagedList } from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('GET /api/organizations/my_organization/ on %s', (kind) => {
  let t: AccountsTestApp;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
  });
  afterAll(() => t.close());

  async function mine(token: string, query = ''): Promise<PagedList<Organization>> {
    const response = await call(t.app, 'GET', `/api/organizations/my_organization/?${query}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  function addOrganization(ownerId: number, name: string, status: Organization['approval_status']) {
    return t.database.db
      .insertInto('organizations')
      .values({
        owner_user_id: ownerId,
        name,
        email: 'team@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'Abebe Kebede',
        approval_status: status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('gives the seeded owner their organization: the public shape, its documents and the review note', async () => {
    const { token } = await logIn(t.app, 'owner@example.com');
    const body = await mine(token);
    expect(body).toMatchObject({ count: 1, total: 1, lastPage: 1 });
    const [organization] = body.results;
    const listed = (
      await t.app.inject('/api/organizations/all_organizations/?search=Gondar')
    ).json() as PagedList<Organization>;
    // The public fields as the public list has them, plus what only the owner sees.
    expect(organization).toEqual({ ...listed.results[0], documents: [], review_note: null });
    expect(listed.results[0]).not.toHaveProperty('documents');
    expect(organization?.name).toBe('Gondar Community Health Initiative');
  });

  it('lists pending and rejected organizations too (the owner must see them), newest first', async () => {
    const user = await signUp(t.app);
    expect(await mine(user.token)).toEqual({ count: 0, results: [], lastPage: 1, total: 0 });
    await addOrganization(user.id, 'Bahir Dar Reading Rooms', 'rejected');
    await addOrganization(user.id, 'Mekelle Water Circle', 'pending');
    const body = await mine(user.token);
    expect(body.count).toBe(2);
    expect(body.results.map((organization) => [organization.name, organization.approval_status])).toEqual([
      ['Mekelle Water Circle', 'pending'],
      ['Bahir Dar Reading Rooms', 'rejected'],
    ]);
    // Not public: the public list still does not show them.
    const all = (await t.app.inject('/api/organizations/all_organizations/?search=Mekelle')).json();
    expect(all.count).toBe(0);
  });

  it('never shows another user’s organizations', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    await addOrganization(owner.id, 'Jimma Coffee Growers Fund', 'approved');
    expect((await mine(owner.token)).count).toBe(1);
    expect(await mine(stranger.token)).toMatchObject({ count: 0, results: [] });
  });

  it('searches by name and pages like the public list', async () => {
    const user = await signUp(t.app);
    await addOrganization(user.id, 'Harar Youth Library', 'pending');
    await addOrganization(user.id, 'Harar Elders Kitchen', 'approved');
    await addOrganization(user.id, 'Axum Heritage Friends', 'approved');
    const body = await mine(user.token, 'search=%20harar%20');
    expect(body).toMatchObject({ count: 2, total: 3 });
    expect(body.results.map((organization) => organization.name).sort()).toEqual([
      'Harar Elders Kitchen',
      'Harar Youth Library',
    ]);
    const pastTheEnd = await call(t.app, 'GET', '/api/organizations/my_organization/?page=2', {
      token: user.token,
    });
    expect(pastTheEnd.statusCode).toBe(400);
    expect(pastTheEnd.json().message).toMatch(/page/i);
  });

  it('answers 401 with a message without a token', async () => {
    const response = await call(t.app, 'GET', '/api/organizations/my_organization/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'LOMI_ERR_UNAUTHORIZED', message: expect.any(String) });
  });
});
