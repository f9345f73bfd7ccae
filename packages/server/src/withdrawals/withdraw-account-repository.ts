import type { WithdrawAccount } from '@lomi/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, WithdrawAccountsTable } from '../db/schema.ts';

/** A withdrawal account as validated: texts trimmed, the phone as `+251…`. */
export interface WithdrawAccountFields {
  accountName: string;
  accountNumber: string;
  bankName: string;
  accountType: WithdrawAccountsTable['account_type'];
  phoneNumber: string;
}

function toAccount(row: Selectable<WithdrawAccountsTable>): WithdrawAccount {
  return {
    accountName: row.account_name,
    accountNumber: row.account_number,
    bankName: row.bank_name,
    accountType: row.account_type,
    phoneNumber: row.phone_number,
    dateCreated: row.created_at.toISOString(),
    dateUpdated: row.updated_at.toISOString(),
  };
}

const columns = (fields: WithdrawAccountFields) => ({
  account_name: fields.accountName,
  account_number: fields.accountNumber,
  bank_name: fields.bankName,
  account_type: fields.accountType,
  phone_number: fields.phoneNumber,
});

/** The SQL of withdrawal accounts: one per user, always addressed through its user. */
export class WithdrawAccountRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async find(userId: number): Promise<WithdrawAccount | undefined> {
    const row = await this.#db
      .selectFrom('withdraw_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toAccount(row);
  }

  /**
   * Saves the user's first account; undefined when they have one already. The unique user_id decides, so of
   * two requests racing, exactly one inserts.
   */
  async create(userId: number, fields: WithdrawAccountFields): Promise<WithdrawAccount | undefined> {
    const row = await this.#db
      .insertInto('withdraw_accounts')
      .values({ user_id: userId, ...columns(fields) })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row && toAccount(row);
  }

  /**
   * Replaces the user's account details; undefined when they have none. (`greatest`: a clock that stepped back
   * must not date the change before the account.)
   */
  async update(userId: number, fields: WithdrawAccountFields): Promise<WithdrawAccount | undefined> {
    const row = await this.#db
      .updateTable('withdraw_accounts')
      .set({ ...columns(fields), updated_at: sql<Date>`greatest(created_at, now())` })
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row && toAccount(row);
  }
}
