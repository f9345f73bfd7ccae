import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignRepository } from '../../../src/campaigns/campaign-repository.ts';
import type { LomiDatabase } from '../../../src/db/database.ts';
import { down, up } from '../../../src/db/migrations/0029-search-listing.ts';
import { databaseKinds, openTestDatabase } from '../../support/test-database.ts';

interface SearchRow {
  listed: boolean;
  created_at: Date;
  category_id: number;
  organization_id: number;
  title: string;
  description: string;
  grams: string[];
}

describe.each(databaseKinds)('migration 0029 (what a search decides on, in its rows) on %s', (kind) => {
  let database: LomiDatabase;
  let campaignId: number;
  let organizationId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const campaign = await database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['c.id', 'c.organization_id'])
      .where('c.status', '=', 'active')
      .where('c.kind', '=', 'fundraiser')
      .where('o.approval_status', '=', 'approved')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    campaignId = campaign.id;
    organizationId = campaign.organization_id;
  });
  afterAll(() => database.close());

  const searchRow = async (id = campaignId) =>
    (await sql<SearchRow>`SELECT * FROM campaign_search WHERE campaign_id = ${id}`.execute(database.db))
      .rows[0];
  const campaignRow = (id = campaignId) =>
    database.db
      .selectFrom('campaigns')
      .select(['title', 'description', 'created_at', 'category_id', 'organization_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** Whether a search for `term` lists the campaign (through campaign_search, as the site asks). */
  const found = async (term: string, id = campaignId) =>
    (await new CampaignRepository(database.db).list({ search: term }, { offset: 0, limit: 1_000 })).campaigns
      .map((campaign) => campaign.id)
      .includes(id);
  const setStatus = (status: 'active' | 'closed', id = campaignId) =>
    database.db.updateTable('campaigns').set({ status }).where('id', '=', id).execute();
  const setApproval = (approval_status: 'approved' | 'pending') =>
    database.db
      .updateTable('organizations')
      .set({ approval_status })
      .where('id', '=', organizationId)
      .execute();

  it('fills the rows of existing campaigns, and down/up keep them', async () => {
    const migration = database.db as unknown as Kysely<unknown>;
    await down(migration);
    // Written before the migration, as in a production database.
    await database.db
      .updateTable('campaigns')
      .set({ title: 'Deep well for Lalibela', description: 'ጥልቅ ጉድጓድ' })
      .where('id', '=', campaignId)
      .execute();
    await up(migration);

    const campaign = await campaignRow();
    expect(await searchRow()).toMatchObject({ ...campaign, listed: true });
    const { rows } = await sql<{ unfilled: number }>`
      SELECT count(*)::int AS unfilled FROM campaigns c JOIN organizations o ON o.id = c.organization_id
      LEFT JOIN campaign_search s ON s.campaign_id = c.id
      WHERE s.campaign_id IS NULL OR s.title <> c.title OR s.description <> c.description
        OR s.created_at <> c.created_at OR s.category_id <> c.category_id
        OR s.listed <> (c.status = 'active' AND c.kind = 'fundraiser' AND o.approval_status = 'approved')`.execute(
      database.db,
    );
    expect(rows[0]!.unfilled).toBe(0);
    expect(await found('lalibela')).toBe(true);
    expect(await found('ጉድጓ')).toBe(true);
  });

  it('follows an edit of the text: the copies and the pieces change in the same statement', async () => {
    const before = (await searchRow())!.grams;
    await database.db
      .updateTable('campaigns')
      .set({ title: 'School roof in Axum' })
      .where('id', '=', campaignId)
      .execute();
    const after = (await searchRow())!;
    expect(after.title).toBe('School roof in Axum');
    expect(after.grams).not.toEqual(before);
    expect(await found('axum')).toBe(true);
    expect(await found('lalibela')).toBe(false);
  });

  it('keeps the pieces on a change of status, category or date, and follows those', async () => {
    const grams = (await searchRow())!.grams;
    const { id: otherCategory } = await database.db
      .selectFrom('categories')
      .select('id')
      .where('id', '<>', (await campaignRow()).category_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const createdAt = new Date('2026-01-02T03:04:05.000Z');
    // Raw: the schema never lets the app change a campaign's date; an operator's SQL might.
    await sql`UPDATE campaigns SET category_id = ${otherCategory}, created_at = ${createdAt}
      WHERE id = ${campaignId}`.execute(database.db);
    expect(await searchRow()).toMatchObject({ category_id: otherCategory, created_at: createdAt, grams });
    const inCategory = await new CampaignRepository(database.db).list(
      { search: 'axum', categories: [otherCategory] },
      { offset: 0, limit: 10 },
    );
    expect(inCategory.campaigns.map((campaign) => campaign.id)).toEqual([campaignId]);

    await setStatus('closed');
    expect(await searchRow()).toMatchObject({ listed: false });
    expect(await found('axum')).toBe(false);
    await setStatus('active');
    expect(await found('axum')).toBe(true);
  });

  it('lists and unlists every campaign of an organization when its approval changes', async () => {
    const { rows: theirs } = await sql<{ id: number }>`
      SELECT id FROM campaigns WHERE organization_id = ${organizationId} AND status = 'active'
        AND kind = 'fundraiser'`.execute(database.db);
    expect(theirs.length).toBeGreaterThan(0);
    await setApproval('pending');
    for (const { id } of theirs) expect((await searchRow(id))!.listed, `campaign ${id}`).toBe(false);
    expect(await found('axum')).toBe(false);
    await setApproval('approved');
    for (const { id } of theirs) expect((await searchRow(id))!.listed, `campaign ${id}`).toBe(true);
    expect(await found('axum')).toBe(true);
  });

  it('gives a new campaign its row, unlisted while a draft, and drops it with the campaign', async () => {
    const { category_id } = await campaignRow();
    const { id } = await database.db
      .insertInto('campaigns')
      .values({
        organization_id: organizationId,
        category_id,
        created_by_user_id: null,
        title: 'Solar lamps for Dessie',
        description: 'ብርሃን',
        goal_etb_minor: 100,
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await searchRow(id)).toMatchObject({ title: 'Solar lamps for Dessie', listed: false });
    expect(await found('solar', id)).toBe(false);
    await setStatus('active', id);
    expect(await found('solar', id)).toBe(true);
    await database.db.deleteFrom('campaigns').where('id', '=', id).execute();
    expect(await searchRow(id)).toBeUndefined();
  });
});
