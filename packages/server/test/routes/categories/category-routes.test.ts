import type { FastifyInstance } from 'fastify';
import { CATEGORY_NAMES } from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('category routes on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await createTestApp(kind));
  });
  afterAll(() => close());

  it('lists the 18 categories of §3 with ids 0–17 in order', async () => {
    const response = await app.inject('/api/categories/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 18,
      results: CATEGORY_NAMES.map((name, id) => ({ id, name })),
    });
    expect(response.json().results[2]).toEqual({ id: 2, name: 'Medical' });
    expect(response.json().results[17]).toEqual({ id: 17, name: 'Other' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});
