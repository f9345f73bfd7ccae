import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0022-asrat.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

describe.each(databaseKinds)('migration 0022 (Asrat) on %s', (kind) => {
  let database: LomiDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  async function organizationId() {
    const { id } = await database.db
      .insertInto('organizations')
      .values({
        name: 'Migration church',
        email: 'church@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'Aba Gebre',
        approval_status: 'approved',
        accepts_asrat: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const campaign = (organization: number, fields: Record<string, unknown>) =>
    database.db
      .insertInto('campaigns')
      .values({
        organization_id: organization,
        category_id: 1,
        title: 'Asrat',
        description: 'Asrat',
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('keeps fundraisers goal-bound, allows one goal-less Asrat campaign per organization, and goes down and up', async () => {
    const organization = await organizationId();
    await expect(campaign(organization, { goal_etb_minor: 0 })).rejects.toMatchObject({
      constraint: 'campaigns_goal_check',
    });
    const asrat = await campaign(organization, { kind: 'asrat', status: 'active' });
    await expect(campaign(organization, { kind: 'asrat' })).rejects.toMatchObject({
      constraint: 'campaigns_one_asrat_idx',
    });
    await expect(campaign(await organizationId(), { kind: 'asrat', featured: true })).rejects.toMatchObject({
      constraint: 'campaigns_asrat_shape_check',
    });
    await expect(campaign(organization, { kind: 'tithe', goal_etb_minor: 1 })).rejects.toMatchObject({
      constraint: 'campaigns_kind_check',
    });

    await down(database.db as unknown as Kysely<unknown>);
    const row = await database.db
      .selectFrom('campaigns')
      .select(['goal_etb_minor'])
      .where('id', '=', asrat.id)
      .executeTakeFirstOrThrow();
    expect(row.goal_etb_minor).toBe(1);
    await up(database.db as unknown as Kysely<unknown>);
    const after = await database.db
      .selectFrom('campaigns')
      .select(['kind'])
      .where('id', '=', asrat.id)
      .executeTakeFirstOrThrow();
    expect(after.kind).toBe('fundraiser');
  });
});
