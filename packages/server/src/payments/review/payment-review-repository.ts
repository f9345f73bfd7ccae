import { type Kysely, type Transaction } from 'kysely';
import type { Database, ReviewResolutionColumn } from '../../db/schema.ts';

/** Open: flagged and not resolved yet (the console's queue); resolved: an operator decided. */
export type ReviewState = 'open' | 'resolved';

/** A flagged invoice with what the console shows of it, as the database holds it. */
export type FlaggedInvoiceRow = Awaited<ReturnType<PaymentReviewRepository['page']>>['rows'][number];

/**
 * The SQL of payment review (issue 14 #7): the invoices the settlement flagged (`review_reason`), what the
 * provider reported for them and an operator's resolution (migration 0017). Lists and counts go through
 * the partial indexes of 0017. Resolutions run in the transaction of {@link PaymentReview.resolve}, which
 * locks the invoice first ({@link lockFlagged}), so two operators resolve one after the other.
 */
export class PaymentReviewRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Runs `work` over one transaction (a repository over it, and the transaction for the audit log). */
  transaction<T>(
    work: (review: PaymentReviewRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new PaymentReviewRepository(trx), trx));
  }

  /** The same repository over `trx` (a transaction opened elsewhere: the settlement's crediting one). */
  over(trx: Transaction<Database>): PaymentReviewRepository {
    return new PaymentReviewRepository(trx);
  }

  #flagged(state: ReviewState | undefined) {
    let query = this.#db.selectFrom('invoices as i').where('i.review_reason', 'is not', null);
    if (state === 'open') query = query.where('i.review_resolved_at', 'is', null);
    if (state === 'resolved') query = query.where('i.review_resolved_at', 'is not', null);
    return query;
  }

  #withDetails(state: ReviewState | undefined) {
    return this.#flagged(state)
      .innerJoin('campaigns as c', 'c.id', 'i.campaign_id')
      .leftJoin('donations as d', 'd.invoice_id', 'i.id')
      .leftJoin('users as du', 'du.id', 'i.donor_user_id')
      .leftJoin('users as op', 'op.id', 'i.review_resolved_by_user_id')
      .select([
        'i.id',
        'i.campaign_id',
        'c.title as campaign_title',
        'i.payment_method',
        'i.provider',
        'i.provider_ref',
        'i.amount_minor',
        'i.currency',
        'i.status',
        'i.review_reason',
        'i.review_reported_status',
        'i.review_reported_amount_minor',
        'i.review_reported_currency',
        'i.review_reported_ref',
        'i.review_reported_at',
        'i.created_at',
        'i.expires_at',
        'd.id as donation_id',
        'd.full_name as donor_name',
        (eb) => eb.fn.coalesce('d.email', 'du.email').as('donor_email'),
        'i.review_resolution',
        'i.review_note',
        'i.review_resolved_at',
        'i.review_resolved_by_user_id',
        'op.username as resolved_by_username',
      ]);
  }

  /**
   * A page of flagged invoices: open ones newest report first, resolved ones newest resolution first; with
   * how many there are in that state.
   */
  async page(state: ReviewState, window: { offset: number; limit: number }) {
    let rows = this.#withDetails(state);
    rows =
      state === 'open'
        ? rows.orderBy('i.review_reported_at', 'desc').orderBy('i.id')
        : rows.orderBy('i.review_resolved_at', 'desc').orderBy('i.id');
    const [page, { count }] = await Promise.all([
      rows.offset(window.offset).limit(window.limit).execute(),
      this.#flagged(state)
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: page, count: Number(count) };
  }

  /** One flagged invoice with its details, resolved or not. */
  async find(id: string): Promise<FlaggedInvoiceRow | undefined> {
    return this.#withDetails(undefined).where('i.id', '=', id).executeTakeFirst();
  }

  /**
   * Inside a transaction: the flagged invoice `id`, its row locked until the transaction ends (so a second
   * operator's resolution waits, then sees this one's); undefined when there is none or it is not flagged.
   */
  async lockFlagged(id: string): Promise<FlaggedInvoiceRow | undefined> {
    const locked = await this.#flagged(undefined)
      .select('i.id')
      .where('i.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return locked ? this.find(id) : undefined;
  }

  /**
   * Records the resolution of flagged invoice `id`, unless it is resolved already (then false, nothing
   * changed): the guard that makes a second resolution lose even without the lock.
   */
  async resolve(
    id: string,
    resolution: { kind: ReviewResolutionColumn; note: string; operatorId: number },
  ): Promise<boolean> {
    const resolved = await this.#db
      .updateTable('invoices')
      .set((eb) => ({
        review_resolution: resolution.kind,
        review_note: resolution.note,
        review_resolved_by_user_id: resolution.operatorId,
        review_resolved_at: eb.fn('now', []),
      }))
      .where('id', '=', id)
      .where('review_reason', 'is not', null)
      .where('review_resolved_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return resolved !== undefined;
  }
}
