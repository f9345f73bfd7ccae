import { AsratRepository } from '../../../src/asrat/asrat-repository.ts';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { TEST_PUBLIC_SITE_URL } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';
import { asratGift, asratOrganization } from './asrat-test-data.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('Asrat routes on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  let stranger: { token: string; id: number };
  let operator: { token: string; id: number };

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
    operator = await signUp(t.app);
    await t.database.db
      .updateTable('users')
      .set({ role: 'operator' })
      .where('id', '=', operator.id)
      .execute();
  });
  afterAll(() => t.close());

  const asratCampaignsOf = (organizationId: number) =>
    t.database.db
      .selectFrom('campaigns')
      .where('organization_id', '=', organizationId)
      .where('kind', '=', 'asrat')
      .select(['id', 'status', 'goal_etb_minor', 'goal_usd_minor', 'deadline'])
      .execute();

  it('creates the Asrat campaign of an accepting organization once, on its first read, without a goal', async () => {
    const organizationId = await asratOrganization(t.database, owner.id);
    expect(await asratCampaignsOf(organizationId)).toEqual([]);
    const first = await call(t.app, 'GET', `/api/asrat/${organizationId}`);
    expect(first.statusCode).toBe(200);
    const again = await call(t.app, 'GET', `/api/asrat/${organizationId}`);
    expect(again.json()).toEqual(first.json());
    const campaigns = await asratCampaignsOf(organizationId);
    expect(campaigns).toEqual([
      {
        id: first.json().campaign_id,
        status: 'active',
        goal_etb_minor: 0,
        goal_usd_minor: 0,
        deadline: null,
      },
    ]);
    expect(first.json()).toMatchObject({
      organization_id: organizationId,
      organization_name: 'Debre Selam Medhane Alem',
      organization_logo: null,
    });
  });

  it('creates the Asrat campaign when an operator approves an organization that accepts Asrat', async () => {
    const pending = await asratOrganization(t.database, owner.id, { approval: 'pending' });
    const approved = await call(t.app, 'POST', `/api/console/organizations/${pending}/approve/`, {
      token: operator.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await asratCampaignsOf(pending)).toHaveLength(1);
  });

  it('has no Asrat page for an organization that does not accept Asrat or is not approved', async () => {
    const notAccepting = await asratOrganization(t.database, owner.id, { acceptsAsrat: false });
    const pending = await asratOrganization(t.database, owner.id, { approval: 'pending' });
    for (const id of [notAccepting, pending, 999_999]) {
      expect((await call(t.app, 'GET', `/api/asrat/${id}`)).statusCode, String(id)).toBe(404);
      expect(await asratCampaignsOf(id)).toEqual([]);
    }
    expect((await call(t.app, 'GET', '/api/asrat/abc')).statusCode).toBe(400);
  });

  it('lists the accepting organizations with their Asrat campaign, and keeps Asrat out of the public lists', async () => {
    const organizationId = await asratOrganization(t.database, owner.id, {
      name: 'Abune Aregawi Asrat List',
    });
    const notAccepting = await asratOrganization(t.database, owner.id, {
      acceptsAsrat: false,
      name: 'Abune Aregawi Not Accepting',
    });
    // Inserted by hand, so no approval made its Asrat campaign yet: reading the list writes nothing.
    const before = await call(t.app, 'GET', '/api/campaigns/asrat/?search=Abune%20Aregawi');
    expect(before.json()).toMatchObject({ count: 0 });
    expect(await asratCampaignsOf(organizationId)).toEqual([]);
    // What approval (or switching to Asrat) does, as the console and the owner's form call it.
    await new AsratRepository(t.database.db).ensureCampaigns(organizationId);
    const list = await call(t.app, 'GET', '/api/campaigns/asrat/?search=Abune%20Aregawi');
    expect(list.statusCode).toBe(200);
    const [campaign] = await asratCampaignsOf(organizationId);
    expect(list.json()).toMatchObject({
      count: 1,
      lastPage: 1,
      results: [{ organization_id: organizationId, campaign_id: campaign!.id }],
    });
    expect(list.json().results.map((row: { organization_id: number }) => row.organization_id)).not.toContain(
      notAccepting,
    );

    // Reachable by its id (the Asrat page donates to it), never listed.
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign!.id}`)).statusCode).toBe(200);
    const ids = (body: { results: { id: number }[] } | { id: number }[]) =>
      (Array.isArray(body) ? body : body.results).map((row) => row.id);
    for (const url of [
      '/api/campaigns/',
      `/api/campaigns/?organization_id=${organizationId}`,
      '/api/campaigns/?search=Asrat',
      '/api/campaigns/featured',
    ]) {
      const response = await call(t.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(ids(response.json()), url).not.toContain(campaign!.id);
    }
    const detail = await call(t.app, 'GET', `/api/organizations/${organizationId}/`);
    expect(detail.json()).toMatchObject({ accepts_asrat: true, campaign_count: 0 });
    expect((await call(t.app, 'GET', '/api/campaigns/asrat/?page=9')).statusCode).toBe(400);
  });

  it('draws the QR code of the Asrat page for the owner and operators only', async () => {
    const organizationId = await asratOrganization(t.database, owner.id);
    const url = `/api/asrat/generate-qr/?organization_id=${organizationId}`;
    const response = await call(t.app, 'GET', url, { token: owner.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const expected = await QRCode.toBuffer(`${TEST_PUBLIC_SITE_URL}/asrat/${organizationId}`, {
      type: 'png',
      width: 640,
      margin: 4,
      errorCorrectionLevel: 'M',
    });
    expect(response.rawPayload.equals(expected)).toBe(true);
    expect((await call(t.app, 'GET', url, { token: operator.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', url, { token: stranger.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);

    const pending = await asratOrganization(t.database, owner.id, { approval: 'pending' });
    const notAccepting = await asratOrganization(t.database, owner.id, { acceptsAsrat: false });
    for (const id of [pending, notAccepting, 999_999]) {
      const refused = await call(t.app, 'GET', `/api/asrat/generate-qr/?organization_id=${id}`, {
        token: owner.token,
      });
      expect(refused.statusCode, String(id)).toBe(404);
    }
    const pendingOfOther = await call(t.app, 'GET', `/api/asrat/generate-qr/?organization_id=${pending}`, {
      token: stranger.token,
    });
    expect(pendingOfOther.statusCode).toBe(404);
  });

  it('sums the year per month (Ethiopian time) and per member, to the santim', async () => {
    const organizationId = await asratOrganization(t.database, owner.id);
    const campaignId = (await call(t.app, 'GET', `/api/asrat/${organizationId}`)).json().campaign_id;
    // 21:30 UTC on 31 January is 00:30 on 1 February in Addis Ababa.
    await asratGift(t.database, campaignId, 50_025, '2025-01-31T21:30:00Z', {
      phone: '251911223344',
      name: 'አበበ ከበደ',
    });
    await asratGift(t.database, campaignId, 10_001, '2025-01-15T08:00:00Z', { phone: '251911223344' });
    await asratGift(t.database, campaignId, 7_500, '2025-02-10T08:00:00Z', { name: 'Mekdes Alemu' });
    await asratGift(t.database, campaignId, 2_000, '2025-02-11T08:00:00Z');
    await asratGift(t.database, campaignId, 3_000, '2025-02-12T08:00:00Z', {
      name: 'Hidden',
      anonymous: true,
    });
    // Not counted: pending, another year (20:59 UTC on 31 December 2024 is still 2024 in Addis Ababa).
    await asratGift(t.database, campaignId, 99_999, '2025-03-01T08:00:00Z', {
      completed: false,
      phone: '251911223344',
    });
    await asratGift(t.database, campaignId, 88_888, '2024-12-31T20:59:00Z', { phone: '251911223344' });

    const url = `/api/asrat/${organizationId}/summary/?year=2025`;
    const response = await call(t.app, 'GET', url, { token: owner.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organization_id: organizationId,
      organization_name: 'Debre Selam Medhane Alem',
      campaign_id: campaignId,
      year: 2025,
      months: [
        { month: 1, currency: 'ETB', amount_minor: 10_001, count: 1 },
        { month: 2, currency: 'ETB', amount_minor: 50_025 + 7_500 + 2_000 + 3_000, count: 4 },
      ],
      members: [
        {
          member: '251911223344',
          phone_number: '251911223344',
          name: 'አበበ ከበደ',
          currency: 'ETB',
          amount_minor: 60_026,
          count: 2,
        },
        {
          member: 'Mekdes Alemu',
          phone_number: null,
          name: 'Mekdes Alemu',
          currency: 'ETB',
          amount_minor: 7_500,
          count: 1,
        },
        {
          member: 'Anonymous',
          phone_number: null,
          name: null,
          currency: 'ETB',
          amount_minor: 5_000,
          count: 2,
        },
      ],
      totals: [{ currency: 'ETB', amount_minor: 72_526, count: 5 }],
    });
    expect((await call(t.app, 'GET', url, { token: operator.token })).json()).toEqual(response.json());
    const previous = await call(t.app, 'GET', `/api/asrat/${organizationId}/summary/?year=2024`, {
      token: owner.token,
    });
    expect(previous.json().totals).toEqual([{ currency: 'ETB', amount_minor: 88_888, count: 1 }]);

    expect((await call(t.app, 'GET', url, { token: stranger.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    for (const year of ['25', '1999', 'abcd']) {
      const bad = await call(t.app, 'GET', `/api/asrat/${organizationId}/summary/?year=${year}`, {
        token: owner.token,
      });
      expect(bad.statusCode, year).toBe(400);
    }
  });

  it('takes Asrat by mobile money only, and only while the organization accepts it', async () => {
    const organizationId = await asratOrganization(t.database, owner.id);
    const campaignId = (await call(t.app, 'GET', `/api/asrat/${organizationId}`)).json().campaign_id;
    const card = await call(t.app, 'POST', '/api/stripe/checkout/', {
      body: {
        name: 'Asrat',
        price: 1_000,
        metadata: { campaignId, annonymous: true, message: '' },
      },
    });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toContain('mobile money');
    const wizardCard = await call(t.app, 'POST', '/api/donation/initiate/', {
      body: {
        amount: 1_000,
        currency: 'USD',
        campaignId,
        message: 'For the church',
        annonymous: true,
        payment_method: 2,
      },
    });
    expect(wizardCard.statusCode).toBe(400);

    const telebirr = await call(t.app, 'POST', '/api/donation/lakipay/direct/', {
      body: {
        amount: 10_000,
        campaign_id: campaignId,
        phone_number: '251911223344',
        medium: 'telebirr',
        anonymous: true,
      },
    });
    expect(telebirr.statusCode).toBe(201);

    await t.database.db
      .updateTable('organizations')
      .set({ accepts_asrat: false })
      .where('id', '=', organizationId)
      .execute();
    const closed = await call(t.app, 'POST', '/api/donation/lakipay/direct/', {
      body: {
        amount: 10_000,
        campaign_id: campaignId,
        phone_number: '251911223344',
        medium: 'telebirr',
        anonymous: true,
      },
    });
    expect(closed.statusCode).toBe(404);
    // The owner keeps the summary of what was given.
    const summary = await call(t.app, 'GET', `/api/asrat/${organizationId}/summary/`, { token: owner.token });
    expect(summary.statusCode).toBe(200);
  });
});

describe('Asrat campaign creation under concurrent first reads on postgres', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsApp('postgres');
  });
  afterAll(() => t.close());

  it('creates one campaign however many first reads race', async () => {
    const owner = await signUp(t.app);
    const organizationId = await asratOrganization(t.database, owner.id);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => call(t.app, 'GET', `/api/asrat/${organizationId}`)),
      ...Array.from({ length: 4 }, () => call(t.app, 'GET', '/api/campaigns/asrat/')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const campaignIds = new Set(answers.slice(0, 8).map((answer) => answer.json().campaign_id));
    expect(campaignIds.size).toBe(1);
    const rows = await t.database.db
      .selectFrom('campaigns')
      .where('organization_id', '=', organizationId)
      .where('kind', '=', 'asrat')
      .select('id')
      .execute();
    expect(rows.map((row) => row.id)).toEqual([...campaignIds]);
  });
});
