import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('the owner’s campaigns on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  /** Every campaign of the organizations the demo owner owns, newest first, from the database itself. */
  let ownedIds: number[];
  /** A public campaign of an organization the demo owner does not own. */
  let othersId: number;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await logIn(t.app, 'owner@example.com');
    const owned = await t.database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .where('o.owner_user_id', '=', owner.id)
      .select('c.id')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    ownedIds = owned.map((row) => row.id);
    const listed = (await t.app.inject('/api/campaigns/')).json().results as Array<{ id: number }>;
    othersId = listed.find((campaign) => !ownedIds.includes(campaign.id))!.id;
  });
  afterAll(() => t.close());

  it('lists the campaigns of the organizations the user owns, paged', async () => {
    expect(ownedIds.length).toBeGreaterThan(0);
    const response = await call(t.app, 'GET', '/api/campaigns/mine/', { token: owner.token });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ count: ownedIds.length, total: ownedIds.length });
    expect(list.results.map((campaign: { id: number }) => campaign.id)).toEqual(ownedIds.slice(0, 10));
    // The public endpoint's campaign shape, with the team's note on a rejection (none here).
    const first = list.results[0];
    expect(first).toEqual({
      ...(await t.app.inject(`/api/campaigns/${first.id}`)).json(),
      review_note: null,
    });
  });

  it('lists nothing for a user without an organization', async () => {
    const { token } = await signUp(t.app);
    const response = await call(t.app, 'GET', '/api/campaigns/mine/', { token });
    expect(response.json()).toEqual({ count: 0, results: [], lastPage: 1, total: 0 });
  });

  it('reads one own campaign with its latest completed donations', async () => {
    const id = ownedIds[0]!;
    const response = await call(t.app, 'GET', `/api/campaigns/mine/${id}`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    const campaign = response.json();
    const donations = (await t.app.inject(`/api/donations/?campaign_id=${id}`)).json();
    expect(campaign).toEqual({
      ...(await t.app.inject(`/api/campaigns/${id}`)).json(),
      review_note: null,
      donations: donations.results,
    });
  });

  it('pages all completed donations of an own campaign, newest first, as the public list does', async () => {
    const busiest = await t.database.db
      .selectFrom('campaign_totals')
      .select(['campaign_id', 'donation_count'])
      .where('campaign_id', 'in', ownedIds)
      .orderBy('donation_count', 'desc')
      .orderBy('campaign_id')
      .executeTakeFirstOrThrow();
    expect(busiest.donation_count, 'the demo owner needs a campaign of several pages').toBeGreaterThan(10);
    const id = busiest.campaign_id;
    const lastPage = Math.ceil(busiest.donation_count / 10);
    const seen: Array<{ id: number; is_completed: boolean }> = [];
    for (let page = 1; page <= lastPage; page++) {
      const response = await call(t.app, 'GET', `/api/campaigns/mine/${id}/donations?page=${page}`, {
        token: owner.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json();
      expect(list).toEqual((await t.app.inject(`/api/donations/?campaign_id=${id}&page=${page}`)).json());
      expect(list).toMatchObject({ count: busiest.donation_count, total: busiest.donation_count, lastPage });
      seen.push(...list.results);
    }
    expect(seen).toHaveLength(busiest.donation_count);
    expect(seen.every((donation) => donation.is_completed)).toBe(true);
    // Page 1 is what the dashboard's poll embeds; no page means page 1.
    const dashboard = (await call(t.app, 'GET', `/api/campaigns/mine/${id}`, { token: owner.token })).json();
    const first = await call(t.app, 'GET', `/api/campaigns/mine/${id}/donations`, { token: owner.token });
    expect(first.json().results).toEqual(dashboard.donations);
  });

  it('leaves out donations not completed, and refuses pages past the last one', async () => {
    const { token } = await signUp(t.app);
    const user = (await call(t.app, 'GET', '/auth/user/', { token })).json() as { id: number };
    const db = t.database.db;
    const organization = await db
      .insertInto('organizations')
      .values({
        owner_user_id: user.id,
        name: 'A new organization',
        email: 'new-org@example.org',
        phone_number: '+251911000001',
        contact_person_name: 'New owner',
        approval_status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('campaigns')
      .values({
        organization_id: organization.id,
        category_id: 2,
        title: 'Nothing given yet',
        description: 'A campaign without donations.',
        goal_etb_minor: 100_000,
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A donation whose payment has not gone through yet.
    await db
      .insertInto('donations')
      .values({
        campaign_id: id,
        invoice_id: null,
        donor_user_id: null,
        amount_minor: 50_000,
        currency: 'ETB',
        etb_amount_minor: 50_000,
        exchange_rate: 1,
        full_name: 'Pending Donor',
        email: null,
        payment_method: 'telebirr',
        is_completed: false,
      })
      .execute();
    const empty = await call(t.app, 'GET', `/api/campaigns/mine/${id}/donations`, { token });
    expect(empty.json()).toEqual({ count: 0, results: [], lastPage: 1, total: 0 });
    for (const page of ['2', '0', 'abc', '1.5']) {
      const response = await call(t.app, 'GET', `/api/campaigns/mine/${id}/donations?page=${page}`, {
        token,
      });
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toMatchObject({
        code: page === '2' ? 'LOMI_ERR_PAGE_OUT_OF_RANGE' : 'LOMI_ERR_VALIDATION',
        message: expect.stringMatching(/page/i),
      });
    }
  });

  it('does not find another organization’s campaign, nor one that does not exist', async () => {
    for (const id of [othersId, 987_654]) {
      for (const url of [`/api/campaigns/mine/${id}`, `/api/campaigns/mine/${id}/donations`]) {
        const response = await call(t.app, 'GET', url, { token: owner.token });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({
          message: `Campaign ${id} was not found.`,
          code: 'LOMI_ERR_NOT_FOUND',
        });
      }
    }
    // The public list does answer for the other organization's public campaign: the 404 is about ownership.
    expect((await t.app.inject(`/api/donations/?campaign_id=${othersId}`)).statusCode).toBe(200);
  });

  it('sees a draft of its own organization that the public cannot', async () => {
    const id = ownedIds[0]!;
    await t.database.db.updateTable('campaigns').set({ status: 'draft' }).where('id', '=', id).execute();
    try {
      expect((await t.app.inject(`/api/campaigns/${id}`)).statusCode).toBe(404);
      const own = await call(t.app, 'GET', `/api/campaigns/mine/${id}`, { token: owner.token });
      expect(own.json()).toMatchObject({ id, status: 'draft' });
      expect((await t.app.inject(`/api/donations/?campaign_id=${id}`)).statusCode).toBe(404);
      const donations = await call(t.app, 'GET', `/api/campaigns/mine/${id}/donations`, {
        token: owner.token,
      });
      expect(donations.statusCode).toBe(200);
      expect(donations.json().results).toEqual(own.json().donations);
      // Its photos reach the owner's pages through signed links (an <img> sends no token); the public
      // address of the same image, or a tampered link, stays a 404.
      const [image] = own.json().images as Array<{ id: number; url: string; srcset: string }>;
      expect(image!.url).toMatch(
        new RegExp(`^/api/media/campaign/image/${id}/${image!.id}\\?preview=\\d+\\.[\\w-]{43}$`),
      );
      const preview = await t.app.inject(image!.url);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBe('private, max-age=86400');
      const [publicUrl, signature] = image!.url.split('?preview=') as [string, string];
      expect((await t.app.inject(publicUrl)).statusCode).toBe(404);
      const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      expect((await t.app.inject(`${publicUrl}?preview=${tampered}`)).statusCode).toBe(404);
      expect(
        (await t.app.inject(`/api/media/campaign/image/${othersId}/${image!.id}?preview=${signature}`))
          .statusCode,
      ).toBe(404);
      for (const candidate of image!.srcset.split(', ').filter(Boolean)) {
        expect((await t.app.inject(candidate.split(' ')[0]!)).statusCode, candidate).toBe(200);
      }
    } finally {
      await t.database.db.updateTable('campaigns').set({ status: 'active' }).where('id', '=', id).execute();
    }
  });
});

describe.each(databaseKinds)('PATCH /campaign/update/{id} on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  let ownedId: number;
  let othersId: number;

  const stored = (id: number) =>
    t.database.db
      .selectFrom('campaigns')
      .select(['title', 'description', 'goal_etb_minor', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await logIn(t.app, 'owner@example.com');
    const mine = (await call(t.app, 'GET', '/api/campaigns/mine/', { token: owner.token })).json();
    ownedId = mine.results[0].id;
    const listed = (await t.app.inject('/api/campaigns/')).json().results as Array<{ id: number }>;
    othersId = listed.find(
      (campaign) => !mine.results.some((own: { id: number }) => own.id === campaign.id),
    )!.id;
  });
  afterAll(() => t.close());

  it('changes the title and description from multipart form fields (§7), trimmed', async () => {
    const before = await stored(ownedId);
    const form = new FormData();
    form.append('title', '  Maternity ward for Azezo  ');
    form.append('description', 'Two rooms, delivery beds and a vaccine fridge.\nThank you!');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/campaign/update/${ownedId}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ownedId,
      title: 'Maternity ward for Azezo',
      description: 'Two rooms, delivery beds and a vaccine fridge.\nThank you!',
    });
    const after = await stored(ownedId);
    expect(after).toMatchObject({ title: 'Maternity ward for Azezo', goal_etb_minor: before.goal_etb_minor });
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
    // The public page shows the change.
    expect((await t.app.inject(`/api/campaigns/${ownedId}`)).json().title).toBe('Maternity ward for Azezo');
  });

  it('accepts JSON too, and a single field', async () => {
    const response = await call(t.app, 'PATCH', `/campaign/update/${ownedId}`, {
      token: owner.token,
      body: { description: 'Only the story changes.' },
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(ownedId)).toMatchObject({
      title: 'Maternity ward for Azezo',
      description: 'Only the story changes.',
    });
  });

  it('refuses an empty field, an overlong title and other fields, and writes nothing', async () => {
    const before = await stored(ownedId);
    const cases: Array<[body: Record<string, unknown>, field: string, message: string]> = [
      [{ title: 'Fine title', description: '   ' }, 'description', 'must not be empty'],
      [{ title: 'x'.repeat(256), description: 'Fine' }, 'title', 'must be at most 255 characters'],
      [{ title: 'Fine title', goalEtbAmount: 1 }, 'goalEtbAmount', 'cannot be changed here'],
      [{ title: 42 }, 'title', 'must be text'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(t.app, 'PATCH', `/campaign/update/${ownedId}`, {
        token: owner.token,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('LOMI_ERR_VALIDATION');
      expect(response.json().errors[field]).toContain(message);
    }
    expect(await stored(ownedId)).toEqual(before);
  });

  it('refuses files: photos are not changed through this call', async () => {
    const before = await stored(ownedId);
    const form = new FormData();
    form.append('title', 'With a photo');
    form.append('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'photo.png');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/campaign/update/${ownedId}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: form,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await stored(ownedId)).toEqual(before);
  });

  it('answers 403 for another organization’s campaign and 404 for none, changing nothing', async () => {
    const before = await stored(othersId);
    const refused = await call(t.app, 'PATCH', `/campaign/update/${othersId}`, {
      token: owner.token,
      body: { title: 'Hijacked' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: `Campaign ${othersId} belongs to another organization.`,
      code: 'LOMI_ERR_FORBIDDEN',
    });
    expect(await stored(othersId)).toEqual(before);

    const missing = await call(t.app, 'PATCH', '/campaign/update/987654', {
      token: owner.token,
      body: { title: 'Nothing' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404, as the reads do, for someone else’s campaign that is not public', async () => {
    const db = t.database.db;
    // Another organization's draft, and a campaign of the seeded pending organization.
    await db.updateTable('campaigns').set({ status: 'draft' }).where('id', '=', othersId).execute();
    const pending = await db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .where('o.approval_status', '=', 'pending')
      .where('o.owner_user_id', 'is distinct from', owner.id)
      .select('c.id')
      .executeTakeFirstOrThrow();
    try {
      for (const id of [othersId, pending.id]) {
        expect((await t.app.inject(`/api/campaigns/${id}`)).statusCode).toBe(404);
        const before = await stored(id);
        const response = await call(t.app, 'PATCH', `/campaign/update/${id}`, {
          token: owner.token,
          body: { title: 'Hijacked' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: `Campaign ${id} was not found.`,
          code: 'LOMI_ERR_NOT_FOUND',
        });
        expect(await stored(id)).toEqual(before);
      }
    } finally {
      await db.updateTable('campaigns').set({ status: 'active' }).where('id', '=', othersId).execute();
    }
  });

  it('answers 401 without a token', async () => {
    const response = await call(t.app, 'PATCH', `/campaign/update/${ownedId}`, { body: { title: 'Anon' } });
    expect(response.statusCode).toBe(401);
    expect((await stored(ownedId)).title).not.toBe('Anon');
  });
});
