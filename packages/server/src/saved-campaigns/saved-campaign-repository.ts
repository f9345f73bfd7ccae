import { PUBLIC_CAMPAIGN_STATUSES } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A saved campaign as stored: which, and when it was saved. */
export interface SavedRow {
  campaign_id: number;
  created_at: Date;
}

/** The SQL of saved campaigns. Only campaigns that are public now count (an organization may lose approval). */
export class SavedCampaignRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #publicSaved(userId: number) {
    return this.#db
      .selectFrom('saved_campaigns as s')
      .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .where('s.user_id', '=', userId)
      .where('o.approval_status', '=', 'approved')
      .where('c.status', 'in', PUBLIC_CAMPAIGN_STATUSES);
  }

  /** Saves (again) without error; the first save's time is kept. */
  async save(userId: number, campaignId: number): Promise<void> {
    await this.#db
      .insertInto('saved_campaigns')
      .values({ user_id: userId, campaign_id: campaignId })
      .onConflict((conflict) => conflict.columns(['user_id', 'campaign_id']).doNothing())
      .execute();
  }

  async unsave(userId: number, campaignId: number): Promise<void> {
    await this.#db
      .deleteFrom('saved_campaigns')
      .where('user_id', '=', userId)
      .where('campaign_id', '=', campaignId)
      .execute();
  }

  /** One page of the user's saved campaigns, last saved first, and how many there are. */
  async page(
    userId: number,
    window: { offset: number; limit: number },
  ): Promise<{ rows: SavedRow[]; count: number }> {
    const [rows, { count }] = await Promise.all([
      this.#publicSaved(userId)
        .select(['s.campaign_id', 's.created_at'])
        .orderBy('s.created_at', 'desc')
        .orderBy('s.campaign_id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
      this.#publicSaved(userId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, count };
  }

  /** Ids of every saved public campaign, for the save toggles on cards. */
  async ids(userId: number): Promise<number[]> {
    const rows = await this.#publicSaved(userId).select('s.campaign_id').orderBy('s.campaign_id').execute();
    return rows.map((row) => row.campaign_id);
  }
}
