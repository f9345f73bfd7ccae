import type { Kysely } from 'kysely';
import type { CampaignStatusColumn, Database } from '../db/schema.ts';

/** The SQL of the team's review of submitted campaigns (issue 14's console publishes and rejects with it). */
export class CampaignReviewRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Publishes campaign `id` (`in_review` → `active`) in one guarded statement; whether it was in review. Of two
   * reviewers acting at once, exactly one changes it.
   */
  async publish(id: number, at: Date): Promise<boolean> {
    const result = await this.#db
      .updateTable('campaigns')
      .set({ status: 'active', review_note: null, reviewed_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'in_review')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Rejects campaign `id` (`in_review` → `rejected`) with the reason its owner reads; whether it was in review. */
  async reject(id: number, note: string, at: Date): Promise<boolean> {
    const result = await this.#db
      .updateTable('campaigns')
      .set({ status: 'rejected', review_note: note, reviewed_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'in_review')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The status of campaign `id`, or undefined when there is none. */
  async status(id: number): Promise<CampaignStatusColumn | undefined> {
    const row = await this.#db
      .selectFrom('campaigns')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status;
  }
}
