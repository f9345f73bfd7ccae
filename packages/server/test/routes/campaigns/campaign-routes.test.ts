import type { Campaign, PagedList } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('campaign routes on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, database, close } = await createTestApp(kind));
  });
  afterAll(() => close());

  async function list(query: string): Promise<PagedList<Campaign>> {
    const response = await app.inject({ method: 'GET', url: `/api/campaigns/?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function expect400(url: string, field: string, code = 'LOMI_ERR_VALIDATION') {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(400);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(body.message).toContain(field);
    expect(body.errors).toHaveProperty(field);
    return body;
  }

  it('lists active campaigns of approved organizations, 10 a page, newest first', async () => {
    const first = await list('page=1');
    expect(first).toMatchObject({ count: 27, total: 27, lastPage: 3 });
    expect(first.results).toHaveLength(10);
    const created = first.results.map((campaign) => campaign.created);
    expect([...created].sort().reverse()).toEqual(created);
    const last = await list('page=3');
    expect(last.results).toHaveLength(7);
    const all = [...first.results, ...(await list('page=2')).results, ...last.results];
    expect(new Set(all.map((campaign) => campaign.id)).size).toBe(27);
    expect(all.every((campaign) => campaign.status === 'active')).toBe(true);
  });

  it('orders by amount raised with ordering=-collected_amount, over all pages', async () => {
    const newest = [
      ...(await list('page=1')).results,
      ...(await list('page=2')).results,
      ...(await list('page=3')).results,
    ];
    const byRaised = [...newest].sort((a, b) => b.collected_amount - a.collected_amount);
    const top = await list('ordering=-collected_amount');
    expect(top.count).toBe(27);
    expect(top.results.map((campaign) => campaign.collected_amount)).toEqual(
      byRaised.slice(0, 10).map((campaign) => campaign.collected_amount),
    );
    expect(top.results[0]?.collected_amount).toBeGreaterThan(top.results[9]?.collected_amount ?? Infinity);
    await expect400('/api/campaigns/?ordering=title', 'ordering');
  });

  it('defaults to page 1 and answers without the trailing slash', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/campaigns' });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual((await list('page=1')).results);
  });

  it('returns the spec shape with amounts in integer minor units', async () => {
    const [campaign] = (await list('search=Azezo')).results;
    expect(campaign).toMatchObject({
      title: 'Equip the Azezo health post with a maternity ward',
      category: { id: 2, name: 'Medical' },
      organization: {
        name: 'Gondar Community Health Initiative',
        email: 'contact@gondarhealth.example.org',
        phone_number: '+251918220145',
      },
      goalEtbAmount: 85_000_000,
      goalUsdAmount: 600_000,
      target_amount: 85_000_000,
      status: 'active',
      featured: true,
      createdByCharity: false,
      charityId: null,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(campaign!.images).toHaveLength(3);
    expect(campaign!.images[0]!.url).toBe(
      `/api/media/campaign/image/${campaign!.id}/${campaign!.images[0]!.id}`,
    );
    expect(campaign!.organization.logo).toBe(`/api/media/organization/logo/${campaign!.organization.id}`);
    for (const key of [
      'collected_amount',
      'target_amount',
      'etbAmount',
      'usdAmount',
      'withdrawEtbAmount',
      'withdrawUsdAmount',
    ] as const) {
      expect(Number.isInteger(campaign![key]), key).toBe(true);
    }
    expect(campaign!.deadline).not.toBeNull();
    expect(Date.parse(campaign!.deadline!)).toBeGreaterThan(Date.now());
  });

  it('derives the amounts from completed donations and paid withdrawals', async () => {
    const [campaign] = (await list('search=Azezo')).results;
    const donations = await database.db
      .selectFrom('donations')
      .select(['amount_minor', 'currency', 'etb_amount_minor'])
      .where('campaign_id', '=', campaign!.id)
      .where('is_completed', '=', true)
      .execute();
    const sum = (rows: typeof donations) => rows.reduce((total, row) => total + row.amount_minor, 0);
    expect(campaign!.etbAmount).toBe(sum(donations.filter((row) => row.currency === 'ETB')));
    expect(campaign!.usdAmount).toBe(sum(donations.filter((row) => row.currency === 'USD')));
    expect(campaign!.collected_amount).toBe(
      donations.reduce((total, row) => total + row.etb_amount_minor, 0),
    );
    expect(campaign!.donation_count).toBe(donations.length);
    expect(campaign!.withdrawEtbAmount).toBeGreaterThan(0);
  });

  it('converts a USD-only goal to ETB at the recorded rate', async () => {
    const [campaign] = (await list('search=climate forum')).results;
    expect(campaign).toMatchObject({ goalEtbAmount: 0, goalUsdAmount: 240_000, target_amount: 37_536_000 });
  });

  it('filters by comma-joined categories', async () => {
    const education = await list('category=4');
    expect(education.count).toBe(3);
    expect(education.total).toBe(27);
    expect(education.results.every((campaign) => campaign.category.id === 4)).toBe(true);
    const both = await list('category=4,5');
    expect(both.count).toBe(6);
    expect(new Set(both.results.map((campaign) => campaign.category.id))).toEqual(new Set([4, 5]));
    const none = await list('category=9');
    expect(none).toEqual({ count: 0, results: [], lastPage: 1, total: 27 });
  });

  it('searches title and description, case-insensitively, with wildcards taken literally', async () => {
    const byTitle = await list('search=HAWASSA');
    expect(byTitle.count).toBe(3);
    const byDescription = await list('search=prosopis');
    expect(byDescription.results.map((campaign) => campaign.title)).toEqual([
      'Plant shade trees and fodder around Semera',
    ]);
    expect((await list('search=%25')).count).toBe(0);
    expect((await list('search=_')).count).toBe(0);
    expect((await list(`search=${encodeURIComponent('  ')}`)).count).toBe(27);
  });

  it('combines search, category and paging', async () => {
    const result = await list('search=water&category=3,8');
    expect(result.results.map((campaign) => campaign.title).sort()).toEqual([
      'Clean water point for Kola Diba',
      'Flood relief for families in Afar',
      'Water trucking for drought-hit Dubti',
    ]);
  });

  it('filters by organization', async () => {
    const organization = await database.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Hawassa Learning Trust')
      .executeTakeFirstOrThrow();
    const result = await list(`organization_id=${organization.id}`);
    expect(result.count).toBe(5);
    expect(result.results.every((campaign) => campaign.organization.id === organization.id)).toBe(true);
  });

  it('hides campaigns of pending organizations and finished campaigns from lists', async () => {
    const pending = await database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['c.id', 'o.id as organizationId'])
      .where('o.approval_status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(2);
    const listed = (await list('search=')).results.map((campaign) => campaign.id);
    expect(listed).not.toContain(pending[0]!.id);
    expect((await list('search=Dire Dawa')).count).toBe(0);
    for (const { id, organizationId } of pending) {
      expect((await app.inject(`/api/campaigns/${id}`)).statusCode).toBe(404);
      expect((await app.inject(`/api/campaigns/?organization_id=${organizationId}`)).statusCode).toBe(404);
    }
    expect((await list('search=kindergarten')).count).toBe(0);
  });

  it('answers 400 naming the parameter for bad input', async () => {
    await expect400('/api/campaigns/?page=0', 'page');
    await expect400('/api/campaigns/?page=-1', 'page');
    await expect400('/api/campaigns/?page=abc', 'page');
    await expect400('/api/campaigns/?page=1.5', 'page');
    const beyond = await expect400('/api/campaigns/?page=4', 'page', 'LOMI_ERR_PAGE_OUT_OF_RANGE');
    expect(beyond.message).toBe('Page 4 does not exist: there are 3 pages.');
    await expect400('/api/campaigns/?category=18', 'category');
    await expect400('/api/campaigns/?category=2,x', 'category');
    await expect400('/api/campaigns/?category=-1', 'category');
    await expect400('/api/campaigns/?organization_id=abc', 'organization_id');
    await expect400(`/api/campaigns/?search=${'a'.repeat(201)}`, 'search');
    await expect400('/api/campaigns/abc', 'id');
    await expect400('/api/campaigns/0', 'id');
  });

  it('answers 404 for unknown ids', async () => {
    const response = await app.inject('/api/campaigns/99999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Campaign 99999 was not found.', code: 'LOMI_ERR_NOT_FOUND' });
    expect((await app.inject('/api/campaigns/?organization_id=99999')).statusCode).toBe(404);
  });

  it('gets one campaign by id, also a completed one', async () => {
    const [first] = (await list('page=1')).results;
    const response = await app.inject(`/api/campaigns/${first!.id}`);
    expect(response.json()).toEqual(first);
    const completed = await database.db
      .selectFrom('campaigns')
      .select('id')
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    const finished = await app.inject(`/api/campaigns/${completed.id}`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().status).toBe('completed');
    expect(finished.json().collected_amount).toBeGreaterThanOrEqual(finished.json().target_amount);
  });

  it('lists featured campaigns as an array', async () => {
    const response = await app.inject('/api/campaigns/featured');
    expect(response.statusCode).toBe(200);
    const featured: Campaign[] = response.json();
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((campaign) => campaign.featured && campaign.status === 'active')).toBe(true);
    const charity = featured.find((campaign) => campaign.createdByCharity);
    expect(charity?.charityId).toEqual(expect.any(Number));
  });

  it('answers cross-origin requests', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/campaigns/featured',
      headers: { origin: 'https://blog.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/campaigns/',
      headers: { origin: 'https://blog.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });
});
