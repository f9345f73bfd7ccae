import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The one query of the health check. */
export class HealthRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Resolves when the database answers a trivial query; rejects with the driver's error otherwise. */
  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.#db);
  }
}
