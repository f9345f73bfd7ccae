import type { Withdrawal } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The SQL of withdrawals as their requester sees them. */
export class WithdrawalRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The user's `limit` most recent withdrawals, newest first, and how many they requested in all. */
  async recent(userId: number, limit: number): Promise<{ withdrawals: Withdrawal[]; count: number }> {
    const mine = this.#db.selectFrom('withdrawals').where('requested_by_user_id', '=', userId);
    const [rows, { count }] = await Promise.all([
      mine
        .select(['id', 'campaign_id', 'amount_minor', 'currency', 'status', 'created_at', 'updated_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      withdrawals: rows.map((row) => ({
        id: row.id,
        campaignId: row.campaign_id,
        amount: row.amount_minor,
        currency: row.currency,
        status: row.status,
        dateCreated: row.created_at.toISOString(),
        dateUpdated: row.updated_at.toISOString(),
      })),
      count: Number(count),
    };
  }
}
