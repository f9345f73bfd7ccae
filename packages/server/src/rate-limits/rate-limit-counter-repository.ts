import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A counter after a hit: its hits in the current window and when that window ends. */
export interface CounterState {
  hits: number;
  window_ends_at: Date;
}

/**
 * The SQL of `rate_limit_counters`: fixed-window counters under hashed keys, shared by every instance. What
 * they count and what a refusal says is http/rate-limiter.ts's business.
 */
export class RateLimitCounterRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Counts one hit on `key` at `now`, starting a window ending at `windowEnd` when the counter has none
   * running. `db` is a transaction when the hit belongs to one (it is then undone with it).
   */
  async hit(key: string, now: Date, windowEnd: Date, db: Kysely<Database> = this.#db): Promise<CounterState> {
    return db
      .insertInto('rate_limit_counters')
      .values({ key, hits: 1, window_ends_at: windowEnd })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`CASE WHEN rate_limit_counters.window_ends_at <= ${now} THEN 1
            ELSE rate_limit_counters.hits + 1 END`,
          window_ends_at: sql`CASE WHEN rate_limit_counters.window_ends_at <= ${now} THEN ${windowEnd}
            ELSE rate_limit_counters.window_ends_at END`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
  }

  /** Removes the counters whose window ended before `now`. */
  async sweep(now: Date, db: Kysely<Database> = this.#db): Promise<void> {
    await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<', now).execute();
  }

  /** Takes one hit back from `key` if its window still runs at `now`; a counter at one is removed instead. */
  async refund(key: string, now: Date): Promise<void> {
    // Counters hold at least one hit (a CHECK).
    const updated = await this.#db
      .updateTable('rate_limit_counters')
      .set({ hits: sql`hits - 1` })
      .where('key', '=', key)
      .where('hits', '>', 1)
      .where('window_ends_at', '>', now)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return;
    await this.#db
      .deleteFrom('rate_limit_counters')
      .where('key', '=', key)
      .where('hits', '=', 1)
      .where('window_ends_at', '>', now)
      .execute();
  }
}
