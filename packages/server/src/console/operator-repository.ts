import type { Operator } from '@lomi/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, UserRole } from '../db/schema.ts';

/** A live (not deleted) user as promotion and demotion see it. */
export interface RoleHolder {
  id: number;
  email: string | null;
  role: UserRole;
}

/**
 * The SQL of operators: users whose `role` is 'operator' (migration 0013). A deleted account is never an
 * operator: every read here skips tombstones. Promotions and demotions run in {@link transaction}, which
 * hands a repository over the transaction (and the transaction, for the audit log).
 */
export class OperatorRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(
    work: (operators: OperatorRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new OperatorRepository(trx), trx));
  }

  /** Every operator, oldest account first. */
  async list(): Promise<Operator[]> {
    return this.#db
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.username', 'u.email', sql<string>`coalesce(p.full_name, '')`.as('full_name')])
      .where('u.role', '=', 'operator')
      .where('u.deleted_at', 'is', null)
      .orderBy('u.id')
      .execute();
  }

  /**
   * The ids of every operator, their rows locked until the transaction ends: two demotions at once run one
   * after the other, so they cannot both see another operator left and remove the last two.
   */
  async lockOperators(): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'operator')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map((row) => row.id);
  }

  /** The live user with this e-mail address (any case), its row locked. */
  async lockByEmail(email: string): Promise<RoleHolder | undefined> {
    return this.#db
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The live user `id`, its row locked. */
  async lockById(id: number): Promise<RoleHolder | undefined> {
    return this.#db
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  }

  async setRole(id: number, role: UserRole): Promise<void> {
    await this.#db.updateTable('users').set({ role }).where('id', '=', id).execute();
  }
}
