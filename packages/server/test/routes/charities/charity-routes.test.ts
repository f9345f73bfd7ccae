import type { Charity, PagedList } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('charity routes on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await createTestApp(kind));
  });
  afterAll(() => close());

  it('lists charities as a paged list, by name', async () => {
    const response = await app.inject('/charity/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body: PagedList<Charity> = response.json();
    expect(body).toMatchObject({ count: 2, total: 2, lastPage: 1 });
    expect(body.results.map((charity) => charity.name)).toEqual([
      'Meserete Elders Care',
      "Tesfa Children's Charity",
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'Meserete Elders Care',
      description: expect.stringContaining('Bahir Dar'),
      logo: expect.stringMatching(/^\/uploaded-file\/[0-9a-f]{64}\.png$/),
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('gets one charity by id; the campaigns it created point to it', async () => {
    const featured = (await app.inject('/api/campaigns/featured')).json();
    const created = featured.find((campaign: { createdByCharity: boolean }) => campaign.createdByCharity);
    const response = await app.inject(`/charity/byid/${created.charityId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe("Tesfa Children's Charity");
  });

  it('answers 400 for bad ids and pages, 404 for unknown ids', async () => {
    for (const url of ['/charity/byid/abc', '/charity/byid/0', '/charity/?page=0', '/charity/?page=2']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe(
        url.endsWith('page=2') ? 'LOMI_ERR_PAGE_OUT_OF_RANGE' : 'LOMI_ERR_VALIDATION',
      );
    }
    const unknown = await app.inject('/charity/byid/999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Charity 999 was not found.', code: 'LOMI_ERR_NOT_FOUND' });
  });
});
