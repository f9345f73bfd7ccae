import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Reads the ETB value of foreign currencies. */
export class ExchangeRateRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The latest recorded ETB per USD, or 0 when none is recorded (USD-only goals then show a 0 target). */
  async currentUsdRate(): Promise<number> {
    const row = await this.#db
      .selectFrom('exchange_rates')
      .select('etb_per_unit')
      .where('currency', '=', 'USD')
      .orderBy('effective_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.etb_per_unit ?? 0;
  }

  /**
   * The latest ETB per USD as its exact decimal text (`"57.123400"`), for converting donations without a
   * float; undefined when none is recorded (USD donations are then refused).
   */
  async currentUsdRateText(): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('exchange_rates')
      .select(sql<string>`etb_per_unit::text`.as('etb_per_unit'))
      .where('currency', '=', 'USD')
      .orderBy('effective_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.etb_per_unit;
  }
}
