import { balanceIn, type Currency, type WithdrawableBalance, type Withdrawal } from '@lomi/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, WithdrawalsTable } from '../db/schema.ts';

/** What became of a withdrawal request (see {@link WithdrawalRepository.request}). */
export type WithdrawalRequestOutcome =
  | { outcome: 'requested'; withdrawal: Withdrawal }
  /** The campaign is gone, or its organization no longer belongs to the user. */
  | { outcome: 'not-owner' }
  /** The user has saved no withdrawal account to pay into. */
  | { outcome: 'no-account' }
  /** Nothing is left to withdraw in that currency. */
  | { outcome: 'no-balance' };

type WithdrawalRow = Pick<
  Selectable<WithdrawalsTable>,
  | 'id'
  | 'campaign_id'
  | 'amount_minor'
  | 'currency'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'rejection_reason'
  | 'paid_at'
>;

const withdrawalColumns = [
  'id',
  'campaign_id',
  'amount_minor',
  'currency',
  'status',
  'created_at',
  'updated_at',
  'rejection_reason',
  'paid_at',
] as const;

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    amount: row.amount_minor,
    currency: row.currency,
    status: row.status,
    dateCreated: row.created_at.toISOString(),
    dateUpdated: row.updated_at.toISOString(),
    rejectionReason: row.rejection_reason,
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/**
 * What campaign `campaignId` can still pay out, per currency. The rule (also in packages/server/README.md):
 * the completed donations in that currency, each less its processing fee (§1: "transaction fees are deducted
 * from each donation"; `donations.fee_minor`, the tip is never in `amount_minor`), less every withdrawal in
 * that currency that is pending, approved, failed (it is paid again) or paid. A rejected one paid nothing,
 * so its money is back. A USD
 * gift is paid out in USD: the currencies are never converted. Read in `db`, so a transaction that locked the
 * campaign sees what the requests before it committed.
 */
async function withdrawableBalance(db: Kysely<Database>, campaignId: number): Promise<WithdrawableBalance> {
  const [donated, withdrawn] = await Promise.all([
    db
      .selectFrom('donations')
      .where('campaign_id', '=', campaignId)
      .where('is_completed', '=', true)
      .groupBy('currency')
      .select(['currency', sql<number>`sum(amount_minor - fee_minor)::bigint`.as('minor')])
      .execute(),
    db
      .selectFrom('withdrawals')
      .where('campaign_id', '=', campaignId)
      .where('status', 'in', ['pending', 'approved', 'failed', 'paid'])
      .groupBy('currency')
      .select(['currency', sql<number>`sum(amount_minor)::bigint`.as('minor')])
      .execute(),
  ]);
  const left = (currency: Currency) => {
    const sum = (rows: Array<{ currency: Currency; minor: number }>) =>
      rows.find((row) => row.currency === currency)?.minor ?? 0;
    // Below 0 only if a withdrawal was approved for more than came in (by hand); still nothing to withdraw.
    return Math.max(0, sum(donated) - sum(withdrawn));
  };
  return { etb: left('ETB'), usd: left('USD') };
}

/** The SQL of withdrawals: the requester's list, a campaign's balance, and new requests. */
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
        .select(withdrawalColumns)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { withdrawals: rows.map(toWithdrawal), count: Number(count) };
  }

  /** What campaign `campaignId` can still pay out, per currency (check that the caller owns it first). */
  balance(campaignId: number): Promise<WithdrawableBalance> {
    return withdrawableBalance(this.#db, campaignId);
  }

  /**
   * Requests the whole withdrawable balance of `currency` of campaign `campaignId` for `userId`, to be paid
   * into their withdrawal account. One transaction that first locks the campaign's row, so requests for the
   * same campaign run one after the other and each reads the balance the one before it left: of two at once,
   * one gets the money and the other finds nothing left. (`FOR NO KEY UPDATE`: the same lock among
   * requests as `FOR UPDATE`, without holding up new donations, whose foreign key takes `FOR KEY SHARE`.)
   */
  async request(userId: number, campaignId: number, currency: Currency): Promise<WithdrawalRequestOutcome> {
    return this.#db.transaction().execute(async (trx) => {
      // Ownership is checked again under the lock: the organization may have changed hands since the route
      // looked.
      const campaign = await trx
        .selectFrom('campaigns as c')
        .innerJoin('organizations as o', 'o.id', 'c.organization_id')
        .where('c.id', '=', campaignId)
        .where('o.owner_user_id', '=', userId)
        .select('c.id')
        .forNoKeyUpdate('c')
        .executeTakeFirst();
      if (!campaign) return { outcome: 'not-owner' };
      const account = await trx
        .selectFrom('withdraw_accounts')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!account) return { outcome: 'no-account' };
      const balance = await withdrawableBalance(trx, campaignId);
      const amount = balanceIn(balance, currency);
      if (amount <= 0) return { outcome: 'no-balance' };
      const row = await trx
        .insertInto('withdrawals')
        .values({
          campaign_id: campaignId,
          requested_by_user_id: userId,
          withdraw_account_id: account.id,
          amount_minor: amount,
          currency,
        })
        .returning(withdrawalColumns)
        .executeTakeFirstOrThrow();
      return { outcome: 'requested', withdrawal: toWithdrawal(row) };
    });
  }
}
