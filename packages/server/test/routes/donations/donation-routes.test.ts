import type { Donation, PagedList } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('donation routes on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;
  let campaignId: number;

  beforeAll(async () => {
    ({ app, database, close } = await createTestApp(kind));
    // The flood relief campaign has donations in ETB and USD, anonymous ones, and pending ones.
    ({ id: campaignId } = await database.db
      .selectFrom('campaigns')
      .select('id')
      .where('title', '=', 'Flood relief for families in Afar')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => close());

  async function page(number: number, id = campaignId): Promise<PagedList<Donation>> {
    const response = await app.inject(`/api/donations/?campaign_id=${id}&page=${number}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('lists only completed donations, newest first, 10 a page', async () => {
    const completed = await database.db
      .selectFrom('donations')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('campaign_id', '=', campaignId)
      .where('is_completed', '=', true)
      .executeTakeFirstOrThrow();
    const first = await page(1);
    expect(first.count).toBe(completed.count);
    expect(first.total).toBe(completed.count);
    expect(first.lastPage).toBe(Math.ceil(completed.count / 10));
    expect(first.results).toHaveLength(10);
    const all: Donation[] = [];
    for (let number = 1; number <= first.lastPage; number++) all.push(...(await page(number)).results);
    expect(all).toHaveLength(completed.count);
    expect(all.every((donation) => donation.is_completed)).toBe(true);
    const created = all.map((donation) => donation.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('returns the spec shape, ETB and USD with the recorded ETB value', async () => {
    const all: Donation[] = [];
    for (let number = 1; number <= (await page(1)).lastPage; number++)
      all.push(...(await page(number)).results);
    const usd = all.find((donation) => donation.currency === 'USD');
    const etb = all.find((donation) => donation.currency === 'ETB');
    expect(usd).toMatchObject({ payment_method: 'stripe', etb_amount: Math.round(usd!.amount * 156.4) });
    expect(etb!.etb_amount).toBe(etb!.amount);
    expect(Object.keys(etb!).sort()).toEqual(
      [
        'amount',
        'anonymous',
        'created',
        'currency',
        'etb_amount',
        'full_name',
        'id',
        'is_completed',
        'message',
        'payment_method',
        'withdrawn',
      ].sort(),
    );
  });

  it('never sends the names of anonymous donors, even when stored', async () => {
    const storedNames = await database.db
      .selectFrom('donations')
      .select('full_name')
      .where('anonymous', '=', true)
      .where('full_name', 'is not', null)
      .where('is_completed', '=', true)
      .execute();
    expect(storedNames.length).toBeGreaterThan(0);
    const campaigns = await database.db
      .selectFrom('donations')
      .select('campaign_id')
      .distinct()
      .where('anonymous', '=', true)
      .where('full_name', 'is not', null)
      .execute();
    let anonymousSeen = 0;
    for (const { campaign_id: id } of campaigns) {
      const first = await page(1, id);
      for (let number = 1; number <= first.lastPage; number++) {
        const { results } = number === 1 ? first : await page(number, id);
        for (const donation of results.filter((item) => item.anonymous)) {
          anonymousSeen++;
          expect(donation.full_name).toBeNull();
        }
      }
    }
    expect(anonymousSeen).toBeGreaterThanOrEqual(storedNames.length);
    const body = (await app.inject(`/api/donations/?campaign_id=${campaigns[0]!.campaign_id}`)).body;
    const hidden = await database.db
      .selectFrom('donations')
      .select('full_name')
      .where('campaign_id', '=', campaigns[0]!.campaign_id)
      .where('anonymous', '=', true)
      .where('full_name', 'is not', null)
      .execute();
    const named = await database.db
      .selectFrom('donations')
      .select('full_name')
      .where('campaign_id', '=', campaigns[0]!.campaign_id)
      .where('anonymous', '=', false)
      .execute();
    for (const { full_name: name } of hidden) {
      if (!named.some((row) => row.full_name === name)) expect(body).not.toContain(name);
    }
  });

  it('shows withdrawn donations of the owner’s campaigns', async () => {
    const withdrawn = await database.db
      .selectFrom('donations')
      .select('campaign_id')
      .where('withdrawn', '=', true)
      .executeTakeFirstOrThrow();
    const first = await page(1, withdrawn.campaign_id);
    const last = await page(first.lastPage, withdrawn.campaign_id);
    expect(last.results.some((donation) => donation.withdrawn)).toBe(true);
  });

  it('answers 400 for a missing or bad campaign_id or page, 404 for an unknown campaign', async () => {
    for (const url of [
      '/api/donations/',
      '/api/donations/?campaign_id=abc',
      '/api/donations/?campaign_id=0',
      `/api/donations/?campaign_id=${campaignId}&page=0`,
      `/api/donations/?campaign_id=${campaignId}&page=99`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      const pastTheEnd = url.endsWith('page=99');
      expect(response.json().code).toBe(pastTheEnd ? 'LOMI_ERR_PAGE_OUT_OF_RANGE' : 'LOMI_ERR_VALIDATION');
      expect(response.json().message).toMatch(/campaign_id|page/i);
    }
    const unknown = await app.inject('/api/donations/?campaign_id=99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Campaign 99999 was not found.');
  });
});
