import { formatEtbPerUsd, type ExchangeRateEntry } from '@lomi/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The SQL of the USD → ETB rates as the console keeps them (issue 14 #8): every rate ever set, newest first,
 * with who set it. Rows are only added (migration 0016's trigger refuses UPDATE and DELETE). Setting a rate
 * runs in {@link transaction} after {@link lockForNewRate}, so two operators setting one at once take turns.
 */
export class ExchangeRateHistoryRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(
    work: (rates: ExchangeRateHistoryRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new ExchangeRateHistoryRepository(trx), trx));
  }

  /**
   * Blocks other writers of rates until the transaction ends (readers, donations among them, go on): the
   * rate read next is the current one until this transaction adds its own.
   */
  async lockForNewRate(): Promise<void> {
    await sql`LOCK TABLE exchange_rates IN SHARE ROW EXCLUSIVE MODE`.execute(this.#db);
  }

  #entries() {
    return this.#db
      .selectFrom('exchange_rates as r')
      .leftJoin('users as u', 'u.id', 'r.set_by_user_id')
      .select([
        'r.id',
        sql<string>`r.etb_per_unit::text`.as('etb_per_unit'),
        'r.set_by_user_id',
        'u.username',
        'r.effective_at',
      ])
      .where('r.currency', '=', 'USD')
      .orderBy('r.effective_at', 'desc')
      .orderBy('r.id', 'desc');
  }

  /** The rate in force (the newest), or undefined while none is recorded. */
  async current(): Promise<ExchangeRateEntry | undefined> {
    const row = await this.#entries().limit(1).executeTakeFirst();
    return row && toEntry(row);
  }

  /** A page of every rate, newest first, with how many there are. */
  async page(window: {
    offset: number;
    limit: number;
  }): Promise<{ results: ExchangeRateEntry[]; count: number }> {
    const [rows, { count }] = await Promise.all([
      this.#entries().offset(window.offset).limit(window.limit).execute(),
      this.#db
        .selectFrom('exchange_rates')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('currency', '=', 'USD')
        .executeTakeFirstOrThrow(),
    ]);
    return { count: Number(count), results: rows.map(toEntry) };
  }

  /**
   * Adds a rate (decimal text, stored exactly), in force from now: the wall clock after the lock, so a rate
   * that waited for another is newer than it.
   */
  async add(etbPerUnit: string, setBy: number): Promise<number> {
    const { id } = await this.#db
      .insertInto('exchange_rates')
      .values({
        currency: 'USD',
        etb_per_unit: etbPerUnit,
        set_by_user_id: setBy,
        effective_at: sql<Date>`clock_timestamp()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}

function toEntry(row: {
  id: number;
  etb_per_unit: string;
  set_by_user_id: number | null;
  username: string | null;
  effective_at: Date;
}): ExchangeRateEntry {
  return {
    id: row.id,
    currency: 'USD',
    etb_per_unit: formatEtbPerUsd(row.etb_per_unit),
    set_by: row.set_by_user_id === null ? null : { id: row.set_by_user_id, username: row.username ?? '' },
    effective_at: row.effective_at.toISOString(),
  };
}
