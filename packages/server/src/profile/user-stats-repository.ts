import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** §3 user stats; amounts in minor units of their currency. */
export interface UserStats {
  /** Campaigns the user created. */
  campaigns: number;
  /** Completed donations the user made in ETB, in santim. */
  etbDonatedAmount: number;
  /** Completed donations the user made in USD, in cents. */
  usdDonatedAmount: number;
  /** Number of the user's completed donations. */
  donations: number;
}

/** The profile's stat tiles (§2 Profile: Campaigns Created, Donated in ETB, Donated in USD, Donations). */
export class UserStatsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async forUser(userId: number): Promise<UserStats> {
    const [campaigns, donations] = await Promise.all([
      this.#db
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('created_by_user_id', '=', userId)
        .executeTakeFirstOrThrow(),
      this.#db
        .selectFrom('donations')
        .select([
          sql<number>`coalesce(sum(amount_minor) FILTER (WHERE currency = 'ETB'), 0)::bigint`.as('etb'),
          sql<number>`coalesce(sum(amount_minor) FILTER (WHERE currency = 'USD'), 0)::bigint`.as('usd'),
          (eb) => eb.fn.countAll<number>().as('count'),
        ])
        .where('donor_user_id', '=', userId)
        .where('is_completed', '=', true)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      campaigns: campaigns.count,
      etbDonatedAmount: donations.etb,
      usdDonatedAmount: donations.usd,
      donations: donations.count,
    };
  }
}
