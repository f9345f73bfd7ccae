import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  CurrencyColumn,
  Database,
  DonationsTable,
  InvoicesTable,
  PaymentMethodColumn,
  ProviderStatusColumn,
} from '../../db/schema.ts';

export type InvoiceRow = Selectable<InvoicesTable>;

/** What the provider said about an invoice we flagged for a person, kept for the console (migration 0017). */
export interface ProviderReport {
  status: ProviderStatusColumn;
  amountMinor: number;
  currency: CurrencyColumn;
  /** The provider's reference for the payment, when it gave one (else the invoice's `provider_ref`). */
  providerRef: string | null;
}

/** The columns that store a {@link ProviderReport}, heard now. */
function reportColumns(report: ProviderReport | undefined) {
  if (!report) return {};
  return {
    review_reported_status: report.status,
    review_reported_amount_minor: report.amountMinor,
    review_reported_currency: report.currency,
    review_reported_ref: report.providerRef,
    review_reported_at: sql<Date>`now()`,
  };
}

/** The answer stored for an idempotency key, replayed to retries. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

/**
 * The SQL of the invoice state machine: pending → success | failed, nothing else. Every transition is a
 * guarded `UPDATE … WHERE status = 'pending'`, so of any number of concurrent attempts exactly one wins and
 * the others change nothing.
 */
export class InvoiceRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Creates the pending invoice and its (not yet completed) donation in one transaction, unless the
   * idempotency key is taken: then nothing is written and `undefined` is returned. `guard` runs first in the
   * same transaction (the caps on pending invoices): what it throws rolls everything back.
   */
  async createPending(
    invoice: Insertable<InvoicesTable> & { idempotency_key: string },
    donation: Omit<Insertable<DonationsTable>, 'invoice_id' | 'is_completed'>,
    guard?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<string | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      await guard?.(trx);
      const created = await trx
        .insertInto('invoices')
        .values(invoice)
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) return undefined;
      await trx
        .insertInto('donations')
        .values({ ...donation, invoice_id: created.id, is_completed: false })
        .execute();
      return created.id;
    });
  }

  async find(id: string): Promise<InvoiceRow | undefined> {
    return this.#db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByIdempotencyKey(key: string): Promise<InvoiceRow | undefined> {
    return this.#db.selectFrom('invoices').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  }

  async findByProviderRef(provider: string, providerRef: string): Promise<InvoiceRow | undefined> {
    return this.#db
      .selectFrom('invoices')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_ref', '=', providerRef)
      .executeTakeFirst();
  }

  /** Remembers the provider's id for the payment (kept if one is already recorded). */
  async setProviderRef(id: string, providerRef: string): Promise<void> {
    await this.#db
      .updateTable('invoices')
      .set({ provider_ref: providerRef, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('provider_ref', 'is', null)
      .execute();
  }

  /** Stores the answer given for the invoice's idempotency key. */
  async saveResponse(id: string, response: StoredResponse): Promise<void> {
    await this.#db
      .updateTable('invoices')
      .set({ response_status: response.status, response_body: JSON.stringify(response.body) })
      .where('id', '=', id)
      .execute();
  }

  /** Runs `work` in one transaction: what it throws rolls everything back. */
  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  /**
   * Inside `trx` (the settlement's crediting transaction): pending → success and the donation completed,
   * together the credit. Returns false (and changes nothing) when the invoice was not pending any more.
   */
  async markSucceeded(trx: Transaction<Database>, id: string): Promise<boolean> {
    const moved = await trx
      .updateTable('invoices')
      .set({ status: 'success', completed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!moved) return false;
    await this.#completeDonation(trx, id);
    return true;
  }

  /**
   * Inside `trx` (the settlement's crediting transaction, for an operator who decided to count a flagged
   * invoice): failed → success and the donation completed. Only a flagged (`review_reason`) failed invoice
   * moves; false (nothing changed) for any other, so an invoice credited once is never credited again.
   */
  async markFlaggedSucceeded(trx: Transaction<Database>, id: string): Promise<boolean> {
    const moved = await trx
      .updateTable('invoices')
      .set({ status: 'success', completed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .where('review_reason', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (!moved) return false;
    await this.#completeDonation(trx, id);
    return true;
  }

  async #completeDonation(trx: Transaction<Database>, id: string): Promise<void> {
    const credited = await trx
      .updateTable('donations')
      .set({ is_completed: true })
      .where('invoice_id', '=', id)
      .where('is_completed', '=', false)
      .executeTakeFirst();
    if (credited.numUpdatedRows !== 1n) throw new Error(`invoice ${id} has no pending donation to complete`);
  }

  /**
   * Inside `trx`, waits for the other starts of donations holding the lock `name` (a client's or a phone's)
   * until this transaction ends: they then count their pending invoices one after the other.
   */
  async lockForCaps(trx: Transaction<Database>, name: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`lomi-invoice-cap:${name}`}, 0))`.execute(trx);
  }

  /** Whether an invoice already holds this idempotency key, as `trx` sees it. */
  async idempotencyKeyTaken(trx: Transaction<Database>, key: string): Promise<boolean> {
    const row = await trx
      .selectFrom('invoices')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The pending invoices not expired at `now` whose `column` is `value` (only those paid by `methods`, when
   * given): how many, and when the first of them expires.
   */
  async countPending(
    trx: Transaction<Database>,
    now: Date,
    column: 'client_key' | 'phone_number',
    value: string,
    methods?: readonly PaymentMethodColumn[],
  ): Promise<{ count: number; firstExpiry: Date | null }> {
    let query = trx
      .selectFrom('invoices')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('expires_at').as('first_expiry')])
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .where(column, '=', value);
    if (methods) query = query.where('payment_method', 'in', methods);
    const row = await query.executeTakeFirstOrThrow();
    return { count: Number(row.count), firstExpiry: row.first_expiry ? new Date(row.first_expiry) : null };
  }

  /**
   * pending → failed with the message the donor sees. `expiredBefore` limits it to invoices that expired by
   * then; `reviewReason` flags it for a person (money may have moved), with what the provider reported.
   * False when it was not pending.
   */
  async markFailed(
    id: string,
    message: string,
    options: { reviewReason?: string; report?: ProviderReport; expiredBefore?: Date } = {},
  ): Promise<boolean> {
    let update = this.#db
      .updateTable('invoices')
      .set({
        status: 'failed',
        failure_reason: message,
        review_reason: options.reviewReason ?? null,
        ...(options.reviewReason ? reportColumns(options.report) : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending');
    if (options.expiredBefore) update = update.where('expires_at', '<=', options.expiredBefore);
    const moved = await update.returning('id').executeTakeFirst();
    return moved !== undefined;
  }

  /**
   * Flags a finished invoice for a person (e.g. money taken after it failed), with what the provider
   * reported; keeps the first reason and report.
   */
  async flagForReview(id: string, reviewReason: string, report?: ProviderReport): Promise<void> {
    await this.#db
      .updateTable('invoices')
      .set({ review_reason: reviewReason, ...reportColumns(report), updated_at: sql`now()` })
      .where('id', '=', id)
      .where('review_reason', 'is', null)
      .execute();
  }

  /**
   * Claims a pending invoice for a verify triggered by polling: only when it is older than `minAge` and
   * nobody asked the provider within `debounceMs`, so many pollers cause one provider call.
   */
  async claimForPollVerify(id: string, now: Date, minAgeMs: number, debounceMs: number): Promise<boolean> {
    const claimed = await this.#db
      .updateTable('invoices')
      .set({ last_verified_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('created_at', '<=', new Date(now.getTime() - minAgeMs))
      .where((eb) =>
        eb.or([
          eb('last_verified_at', 'is', null),
          eb('last_verified_at', '<=', new Date(now.getTime() - debounceMs)),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /**
   * Claims up to `limit` pending invoices that are due (`next_check_at <= now`), earliest due first, and not
   * verified since `verifiedBefore` (a poll just did). The rows are locked with `FOR UPDATE SKIP LOCKED`
   * while their due time moves to `leaseUntil`, so concurrent reconcilers (other instances) take disjoint
   * sets and nobody claims them again while they are being checked; {@link rescheduleChecks} sets the
   * real next time afterwards, and a crashed reconciler's invoices fall due again when the lease ends.
   */
  async claimForReconciliation(
    now: Date,
    verifiedBefore: Date,
    limit: number,
    leaseUntil: Date,
  ): Promise<Array<{ id: string; expires_at: Date }>> {
    return this.#db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('invoices')
        .select(['id', 'expires_at'])
        .where('status', '=', 'pending')
        .where('next_check_at', '<=', now)
        .where((eb) =>
          eb.or([eb('last_verified_at', 'is', null), eb('last_verified_at', '<', verifiedBefore)]),
        )
        .orderBy('next_check_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      if (rows.length > 0) {
        await trx
          .updateTable('invoices')
          .set({ last_verified_at: now, next_check_at: leaseUntil })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
      }
      return rows;
    });
  }

  /**
   * After a check at `now`: the next one of each invoice still pending comes after a delay of
   * `ageFraction` of its age, at least `minDelayMs` and at most `maxDelayMs`, and never after its
   * `expires_at` (its last check). One already past `expires_at` (its expiry could not be settled, e.g.
   * the provider did not answer) is tried again after `minDelayMs`.
   */
  async rescheduleChecks(
    ids: readonly string[],
    now: Date,
    backoff: { minDelayMs: number; maxDelayMs: number; ageFraction: number },
  ): Promise<void> {
    if (ids.length === 0) return;
    const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;
    const at = sql`${now}::timestamptz`;
    const delay = sql`least(${ms(backoff.maxDelayMs)}, greatest(${ms(backoff.minDelayMs)}, (${at} - created_at) * ${backoff.ageFraction}::double precision))`;
    await this.#db
      .updateTable('invoices')
      .set({
        next_check_at: sql<Date>`case when expires_at <= ${at} then ${at} + ${ms(backoff.minDelayMs)}
          else least(expires_at, ${at} + ${delay}) end`,
      })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
  }

  /** How many pending invoices are due for a check at `now`: the backlog reconciliation has to work off. */
  async countDueForReconciliation(now: Date): Promise<number> {
    const row = await this.#db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<string | number>().as('due'))
      .where('status', '=', 'pending')
      .where('next_check_at', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(row.due);
  }
}
