import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  CurrencyColumn,
  Database,
  PayoutAttemptsTable,
  WithdrawalStatusColumn,
} from '../../db/schema.ts';
import type { ConsoleWithdrawalFilter } from './console-withdrawal.ts';
import type { PayoutRail } from './payout-provider.ts';

/** An attempt's columns, the rate as its exact decimal text. */
const attemptColumns = [
  'id',
  'withdrawal_id',
  'reference',
  'rail',
  'status',
  'amount_minor',
  'currency',
  sql<string | null>`etb_per_unit::text`.as('etb_per_unit'),
  'bank_code',
  'bank_name',
  'account_name',
  'account_number',
  'provider_ref',
  'failure_reason',
  'started_by_user_id',
  'created_at',
  'updated_at',
  'settled_at',
  'next_verify_at',
  'verify_attempts',
] as const;

/** A withdrawal with what the console shows of it, as the database holds it. */
export type ConsoleWithdrawalRow = Awaited<ReturnType<PayoutRepository['find']>> & {};

/** A payout attempt as stored. */
export type PayoutAttemptRow = Selectable<PayoutAttemptsTable>;

/** The withdrawal's row as a transition reads it under its lock. */
export interface LockedWithdrawal {
  id: number;
  campaign_id: number;
  requested_by_user_id: number;
  withdraw_account_id: number | null;
  amount_minor: number;
  currency: CurrencyColumn;
  status: WithdrawalStatusColumn;
}

/** A new attempt: pending (an API rail) or succeeded already (`manual`, with the operator's reference). */
export interface NewPayoutAttempt {
  withdrawalId: number;
  reference: string;
  rail: PayoutRail;
  status: 'pending' | 'succeeded';
  amountMinor: number;
  etbPerUnit: string | null;
  bankCode: string | null;
  bankName: string;
  accountName: string;
  accountNumber: string;
  providerRef: string | null;
  startedBy: number;
  nextVerifyAt: Date | null;
}

/**
 * The SQL of paying withdrawals out (issue 15): the console's reads, the state changes of a withdrawal
 * under its row lock, payout attempts and their settling, the donations a payout covers, and the claims of
 * reconciliation. Transitions run in {@link transaction}, over a repository built on it.
 */
export class PayoutRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Runs `work` in one transaction, with a repository over it (and the transaction, for the audit log). */
  transaction<T>(work: (payouts: PayoutRepository, trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new PayoutRepository(trx), trx));
  }

  #withDetails() {
    return this.#db
      .selectFrom('withdrawals as w')
      .innerJoin('campaigns as c', 'c.id', 'w.campaign_id')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .innerJoin('users as u', 'u.id', 'w.requested_by_user_id')
      .leftJoin('withdraw_accounts as a', 'a.id', 'w.withdraw_account_id')
      .select([
        'w.id',
        'w.campaign_id',
        'c.title as campaign_title',
        'o.id as organization_id',
        'o.name as organization_name',
        'u.id as requester_id',
        sql<string>`coalesce(nullif(trim(u.firstname || ' ' || u.lastname), ''), u.username)`.as(
          'requester_name',
        ),
        'u.email as requester_email',
        'w.amount_minor',
        'w.currency',
        'w.status',
        'w.created_at',
        'w.updated_at',
        'w.rejection_reason',
        'w.paid_at',
        'a.account_name',
        'a.account_number',
        'a.bank_name',
        'a.account_type',
        'a.phone_number',
      ]);
  }

  /** A page of withdrawals in `filter`: open ones oldest first (the queue), the others newest first. */
  async page(
    filter: ConsoleWithdrawalFilter,
    window: { offset: number; limit: number },
  ): Promise<{ rows: ConsoleWithdrawalRow[]; count: number }> {
    const statuses: WithdrawalStatusColumn[] =
      filter === 'open' ? ['pending', 'approved', 'failed'] : [filter];
    const direction = filter === 'open' ? 'asc' : 'desc';
    const [rows, { count }] = await Promise.all([
      this.#withDetails()
        .where('w.status', 'in', statuses)
        .orderBy('w.created_at', direction)
        .orderBy('w.id', direction)
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
      this.#db
        .selectFrom('withdrawals')
        .where('status', 'in', statuses)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, count: Number(count) };
  }

  find(id: number) {
    return this.#withDetails().where('w.id', '=', id).executeTakeFirst();
  }

  /** The attempts of these withdrawals, oldest first. */
  async attemptsOf(withdrawalIds: number[]): Promise<PayoutAttemptRow[]> {
    if (withdrawalIds.length === 0) return [];
    return this.#db
      .selectFrom('payout_attempts')
      .select(attemptColumns)
      .where('withdrawal_id', 'in', withdrawalIds)
      .orderBy('id')
      .execute();
  }

  async attemptByReference(reference: string): Promise<PayoutAttemptRow | undefined> {
    return this.#db
      .selectFrom('payout_attempts')
      .select(attemptColumns)
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  /** Locks withdrawal `id` (`FOR UPDATE`): transitions of one withdrawal run one after the other. */
  async lock(id: number): Promise<LockedWithdrawal | undefined> {
    return this.#db
      .selectFrom('withdrawals')
      .select([
        'id',
        'campaign_id',
        'requested_by_user_id',
        'withdraw_account_id',
        'amount_minor',
        'currency',
        'status',
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Moves withdrawal `id` from one of `from` to `to` (the state guard), recording the reviewer, and the
   * reason of a rejection; false when it was no longer in `from`. (`greatest`: a clock that stepped back
   * must not date the change before the request.)
   */
  async review(
    id: number,
    from: WithdrawalStatusColumn[],
    to: 'approved' | 'rejected',
    operatorId: number,
    reason: string | null,
  ): Promise<boolean> {
    const row = await this.#db
      .updateTable('withdrawals')
      .set({
        status: to,
        rejection_reason: reason,
        reviewed_by_user_id: operatorId,
        reviewed_at: sql<Date>`now()`,
        updated_at: sql<Date>`greatest(created_at, now())`,
      })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Withdrawal `id` is paid (from approved or failed); false when it was in neither. */
  async markPaid(id: number): Promise<boolean> {
    const row = await this.#db
      .updateTable('withdrawals')
      .set({
        status: 'paid',
        paid_at: sql<Date>`greatest(created_at, now())`,
        updated_at: sql<Date>`greatest(created_at, now())`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['approved', 'failed'])
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Withdrawal `id`'s last attempt failed (from approved or failed); false when it was in neither. */
  async markFailed(id: number): Promise<boolean> {
    const row = await this.#db
      .updateTable('withdrawals')
      .set({ status: 'failed', updated_at: sql<Date>`greatest(created_at, now())` })
      .where('id', '=', id)
      .where('status', 'in', ['approved', 'failed'])
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The withdrawal account paid into, as it is now (the attempt keeps a copy). */
  async account(withdrawAccountId: number | null) {
    if (withdrawAccountId === null) return undefined;
    return this.#db
      .selectFrom('withdraw_accounts')
      .select(['account_name', 'account_number', 'bank_name'])
      .where('id', '=', withdrawAccountId)
      .executeTakeFirst();
  }

  /** How many attempts withdrawal `id` has had, and whether one is open (pending). */
  async attemptTally(withdrawalId: number): Promise<{ count: number; open: boolean }> {
    const row = await this.#db
      .selectFrom('payout_attempts')
      .where('withdrawal_id', '=', withdrawalId)
      .select([
        (eb) => eb.fn.countAll<string>().as('count'),
        sql<boolean>`coalesce(bool_or(status = 'pending'), false)`.as('open'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), open: Boolean(row.open) };
  }

  async insertAttempt(attempt: NewPayoutAttempt): Promise<PayoutAttemptRow> {
    const settled = attempt.status === 'succeeded';
    const { id } = await this.#db
      .insertInto('payout_attempts')
      .values({
        withdrawal_id: attempt.withdrawalId,
        reference: attempt.reference,
        rail: attempt.rail,
        status: attempt.status,
        amount_minor: attempt.amountMinor,
        currency: 'ETB',
        etb_per_unit: attempt.etbPerUnit,
        bank_code: attempt.bankCode,
        bank_name: attempt.bankName,
        account_name: attempt.accountName,
        account_number: attempt.accountNumber,
        provider_ref: attempt.providerRef,
        started_by_user_id: attempt.startedBy,
        settled_at: settled ? sql<Date>`now()` : null,
        next_verify_at: attempt.nextVerifyAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await this.#db
      .selectFrom('payout_attempts')
      .select(attemptColumns)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row;
  }

  /**
   * Settles the pending attempt `reference` (the idempotency guard: `WHERE status = 'pending'`); undefined
   * when it is not pending any more, so a second settle of the same attempt has no effect.
   */
  async settleAttempt(
    reference: string,
    outcome: { status: 'succeeded'; providerRef: string | null } | { status: 'failed'; reason: string },
  ): Promise<PayoutAttemptRow | undefined> {
    const row = await this.#db
      .updateTable('payout_attempts')
      .set({
        status: outcome.status,
        failure_reason: outcome.status === 'failed' ? outcome.reason.slice(0, 500) : null,
        ...(outcome.status === 'succeeded' && outcome.providerRef !== null
          ? { provider_ref: outcome.providerRef.slice(0, 100) }
          : {}),
        settled_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
        next_verify_at: null,
      })
      .where('reference', '=', reference)
      .where('status', '=', 'pending')
      .returning(attemptColumns)
      .executeTakeFirst();
    return row;
  }

  /** Keeps the rail's id of a still pending transfer. */
  async recordProviderRef(reference: string, providerRef: string): Promise<void> {
    await this.#db
      .updateTable('payout_attempts')
      .set({ provider_ref: providerRef.slice(0, 100), updated_at: sql<Date>`now()` })
      .where('reference', '=', reference)
      .where('status', '=', 'pending')
      .where('provider_ref', 'is', null)
      .execute();
  }

  /**
   * Marks the donations a paid withdrawal covers (rule in packages/server/README.md, "Withdrawals paid
   * out"): the campaign's completed donations in `currency` not yet withdrawn, oldest first (created_at,
   * id), while the running sum of their net (amount − fee) stays within what the paid withdrawals in that
   * currency cover, less the net of the donations marked before. Run after the withdrawal is paid, in its
   * transaction (the withdrawal's lock is held; marks of one campaign serialize on its row, locked here).
   * How many were marked.
   */
  async coverDonations(campaignId: number, currency: CurrencyColumn, withdrawalId: number): Promise<number> {
    await this.#db
      .selectFrom('campaigns')
      .select('id')
      .where('id', '=', campaignId)
      .forNoKeyUpdate()
      .execute();
    const result = await sql<{ id: number }>`
      WITH budget AS (
        SELECT
          (SELECT coalesce(sum(amount_minor), 0) FROM withdrawals
            WHERE campaign_id = ${campaignId} AND currency = ${currency} AND status = 'paid')
          - (SELECT coalesce(sum(amount_minor - fee_minor), 0) FROM donations
            WHERE campaign_id = ${campaignId} AND currency = ${currency} AND is_completed AND withdrawn)
          AS minor
      ),
      candidates AS (
        SELECT id, sum(amount_minor - fee_minor) OVER (ORDER BY created_at, id) AS running
        FROM donations
        WHERE campaign_id = ${campaignId} AND currency = ${currency} AND is_completed AND NOT withdrawn
      )
      UPDATE donations SET withdrawn = true, withdrawal_id = ${withdrawalId}
      WHERE id IN (SELECT c.id FROM candidates c, budget b WHERE c.running <= b.minor)
      RETURNING id`.execute(this.#db);
    return result.rows.length;
  }

  /** Who is told of withdrawal `id`'s changes (its requester, unless deleted) and what about. */
  async noticeFacts(id: number) {
    return this.#db
      .selectFrom('withdrawals as w')
      .innerJoin('campaigns as c', 'c.id', 'w.campaign_id')
      .innerJoin('users as u', 'u.id', 'w.requested_by_user_id')
      .where('w.id', '=', id)
      .select([
        'w.id',
        'w.campaign_id',
        'c.title as campaign_title',
        'w.amount_minor',
        'w.currency',
        'u.id as user_id',
        'u.deleted_at',
      ])
      .executeTakeFirstOrThrow();
  }

  /**
   * Claims up to `limit` pending API-rail attempts due for a check at `now` (`FOR UPDATE SKIP LOCKED`, so
   * reconcilers share the work) and leases them until `leaseUntil`.
   */
  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<PayoutAttemptRow[]> {
    return this.transaction(async (payouts) => {
      const due = await payouts.#db
        .selectFrom('payout_attempts')
        .select('id')
        .where('status', '=', 'pending')
        .where('rail', '!=', 'manual')
        .where('next_verify_at', '<=', now)
        .orderBy('next_verify_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      return payouts.#db
        .updateTable('payout_attempts')
        .set({ next_verify_at: leaseUntil })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returning(attemptColumns)
        .execute();
    });
  }

  /** A still pending attempt's next check, counting this one. */
  async reschedule(reference: string, next: Date): Promise<void> {
    await this.#db
      .updateTable('payout_attempts')
      .set((eb) => ({ next_verify_at: next, verify_attempts: eb('verify_attempts', '+', 1) }))
      .where('reference', '=', reference)
      .where('status', '=', 'pending')
      .execute();
  }
}
