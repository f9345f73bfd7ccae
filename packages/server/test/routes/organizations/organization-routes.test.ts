import type { Organization, PagedList } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('organization routes on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await createTestApp(kind));
  });
  afterAll(() => close());

  async function list(query = ''): Promise<PagedList<Organization>> {
    const response = await app.inject(`/api/organizations/all_organizations/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('lists approved organizations only, by name', async () => {
    const body = await list();
    expect(body).toMatchObject({ count: 5, total: 5, lastPage: 1 });
    expect(body.results.map((organization) => organization.name)).toEqual([
      'Addis Green Futures',
      'Afar Pastoralist Relief Association',
      'Gondar Community Health Initiative',
      'Hawassa Learning Trust',
      "Tesfa Children's Charity",
    ]);
    expect(body.results.every((organization) => organization.approval_status === 'approved')).toBe(true);
    expect(JSON.stringify(body)).not.toContain('Dire Dawa');
  });

  it('returns the spec shape', async () => {
    const [gondar] = (await list('search=gondar')).results;
    expect(gondar).toEqual({
      id: expect.any(Number),
      name: 'Gondar Community Health Initiative',
      description: expect.any(String),
      email: 'contact@gondarhealth.example.org',
      phone_number: '+251918220145',
      logo: `/api/media/organization/logo/${gondar!.id}`,
      contact_person_name: 'Dr. Almaz Tesfaye',
      approval_status: 'approved',
      address: 'Kebele 16, Piassa, Gondar, Amhara',
      website: 'https://gondarhealth.example.org',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      accepts_asrat: true,
    });
  });

  it('searches names case-insensitively', async () => {
    expect((await list('search=AFAR')).results.map((organization) => organization.name)).toEqual([
      'Afar Pastoralist Relief Association',
    ]);
    expect(await list('search=nothing-like-this')).toEqual({ count: 0, results: [], lastPage: 1, total: 5 });
    expect((await list('search=Dire')).count).toBe(0);
  });

  it('answers 400 for a bad page', async () => {
    for (const query of ['page=0', 'page=x', 'page=2']) {
      const response = await app.inject(`/api/organizations/all_organizations/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toHaveProperty('page');
    }
  });
});
