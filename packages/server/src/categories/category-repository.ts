import type { Category } from '@lomi/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Reads the fixed category list (inserted by migration 0001). */
export class CategoryRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Every category, by id. */
  async list(): Promise<Category[]> {
    return this.#db.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
  }
}
