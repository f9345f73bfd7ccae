import type { Kysely } from 'kysely';
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
}
