import type { Donation } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL behind the public donation list. */
export class DonationRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Completed donations of a campaign, newest first (by `donations_campaign_completed_idx`, migration 0027),
   * with their number, read from the campaign's maintained totals: counting the rows would read every
   * donation the campaign ever had.
   */
  async listCompleted(
    campaignId: number,
    window: { offset: number; limit: number },
  ): Promise<{ donations: Donation[]; count: number }> {
    const [totals, rows] = await Promise.all([
      this.#db
        .selectFrom('campaign_totals')
        .select('donation_count')
        .where('campaign_id', '=', campaignId)
        .executeTakeFirst(),
      this.#db
        .selectFrom('donations')
        .where('campaign_id', '=', campaignId)
        .where('is_completed', '=', true)
        .select([
          'id',
          'amount_minor',
          'currency',
          'etb_amount_minor',
          'full_name',
          'anonymous',
          'message',
          'payment_method',
          'withdrawn',
          'is_completed',
          'created_at',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
    ]);
    return {
      count: totals?.donation_count ?? 0,
      donations: rows.map((row) => ({
        id: row.id,
        amount: row.amount_minor,
        currency: row.currency,
        etb_amount: row.etb_amount_minor,
        // Anonymous donors' names may be stored (the wizard collects them) but never leave the server.
        full_name: row.anonymous ? null : row.full_name,
        anonymous: row.anonymous,
        message: row.message,
        payment_method: row.payment_method,
        withdrawn: row.withdrawn,
        is_completed: row.is_completed,
        created: row.created_at.toISOString(),
      })),
    };
  }
}
