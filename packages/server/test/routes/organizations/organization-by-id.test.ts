import type { OrganizationDetail } from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { createTestApp } from '../../support/test-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

describe.each(databaseKinds)('GET /api/organizations/{id}/ on %s', (kind) => {
  let app: FastifyInstance;
  let database: LomiDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, database, close } = await createTestApp(kind));
  });
  afterAll(() => close());

  async function organizationId(name: string): Promise<number> {
    const { id } = await database.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return id;
  }

  it('answers the public fields and the totals of an approved organization', async () => {
    const id = await organizationId('Gondar Community Health Initiative');
    const response = await app.inject(`/api/organizations/${id}/`);

    expect(response.statusCode, response.body).toBe(200);
    const body: OrganizationDetail = response.json();
    expect(body).toEqual({
      id,
      name: 'Gondar Community Health Initiative',
      description: expect.any(String),
      email: 'contact@gondarhealth.example.org',
      phone_number: '+251918220145',
      logo: `/api/media/organization/logo/${id}`,
      contact_person_name: 'Dr. Almaz Tesfaye',
      approval_status: 'approved',
      address: 'Kebele 16, Piassa, Gondar, Amhara',
      website: 'https://gondarhealth.example.org',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      accepts_asrat: true,
      campaign_count: expect.any(Number),
      collected_amount: expect.any(Number),
    });
    // toEqual above is exact: nothing private (owner, documents, logo storage key) is sent.
  });

  it('totals what its public campaigns collected, the completed ones included', async () => {
    const id = await organizationId('Gondar Community Health Initiative');
    const campaigns = await database.db
      .selectFrom('campaigns as c')
      .innerJoin('campaign_totals as t', 't.campaign_id', 'c.id')
      .select(['c.status', 't.collected_etb_minor'])
      .where('c.organization_id', '=', id)
      .execute();
    const visible = campaigns.filter((campaign) => campaign.status !== 'draft');
    expect(visible.length).toBeGreaterThan(0);

    const body: OrganizationDetail = (await app.inject(`/api/organizations/${id}`)).json();

    expect(body.campaign_count).toBe(visible.length);
    expect(body.collected_amount).toBe(
      visible.reduce((sum, campaign) => sum + Number(campaign.collected_etb_minor), 0),
    );
    expect(body.collected_amount).toBeGreaterThan(0);
  });

  it('answers zero totals for an organization without public campaigns', async () => {
    const { id } = await database.db
      .insertInto('organizations')
      .values({
        name: 'Bahir Dar Reading Rooms',
        email: 'team@reading.example.org',
        phone_number: '+251911000111',
        contact_person_name: 'Lidya Mekonnen',
        approval_status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const response = await app.inject(`/api/organizations/${id}/`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ logo: null, campaign_count: 0, collected_amount: 0 });
  });

  it('answers 404 for a pending organization and an unknown id', async () => {
    const pending = await organizationId('Dire Dawa Youth Sports Club');
    for (const id of [pending, 999_999]) {
      const response = await app.inject(`/api/organizations/${id}/`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({
        message: `Organization ${id} was not found.`,
        code: 'LOMI_ERR_NOT_FOUND',
      });
    }
  });

  it('answers 400 for an id that is not a whole number', async () => {
    for (const id of ['abc', '0', '1.5', '-2']) {
      const response = await app.inject(`/api/organizations/${id}/`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().errors).toHaveProperty('id');
    }
  });

  it('leaves the list routes where they were', async () => {
    expect((await app.inject('/api/organizations/all_organizations/')).statusCode).toBe(200);
  });
});
