import type { FlaggedPayment, PagedList, PaymentReviewResolution } from '@lomi/core';
import type { Transaction } from 'kysely';
import { AuditLog } from '../../console/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import type { InvoiceSettlement } from '../invoices/invoice-settlement.ts';
import { creditRefusal, toFlaggedPayment } from './flagged-payment.ts';
import type { FlaggedInvoiceRow, PaymentReviewRepository, ReviewState } from './payment-review-repository.ts';

/**
 * Payments that need a person (issue 14 #7): the invoices the settlement refused to credit by itself, and
 * an operator's resolution of each: `refunded-outside`, `credited` (through {@link InvoiceSettlement}, so
 * the donation, the totals and the owner's notifications are those of any credit) or `dismissed`. Each
 * resolution is one transaction that locks the invoice, checks it is still open, records it and its audit
 * entry (`payment.resolve`); two operators at once: the second gets 409.
 */
export class PaymentReview {
  readonly #review: PaymentReviewRepository;
  readonly #settlement: InvoiceSettlement;

  constructor(review: PaymentReviewRepository, settlement: InvoiceSettlement) {
    this.#review = review;
    this.#settlement = settlement;
  }

  async list(state: ReviewState, page: number): Promise<PagedList<FlaggedPayment>> {
    const { rows, count } = await this.#review.page(state, pageWindow(page));
    assertPageInRange(page, count);
    return pagedList(rows.map(toFlaggedPayment), count, count);
  }

  /**
   * Resolves flagged invoice `invoiceId`. 404 when no invoice of that id is flagged; 409 when it is
   * resolved already or (for `credited`) cannot be credited (see `creditRefusal`).
   */
  async resolve(
    operatorId: number,
    invoiceId: string,
    kind: PaymentReviewResolution,
    note: string,
  ): Promise<FlaggedPayment> {
    const decide = async (trx: Transaction<Database>) => {
      const review = this.#review.over(trx);
      const row = await review.lockFlagged(invoiceId);
      if (!row) throw notFound('Flagged payment', invoiceId);
      if (row.review_resolution !== null) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          `This payment was resolved already (${row.review_resolution}) by ${row.resolved_by_username ?? 'another operator'}.`,
        );
      }
      if (kind === 'credited') {
        const refusal = creditRefusal(row);
        if (refusal !== null) throw new ApiError(409, ErrorCodes.conflict, refusal);
      }
      if (!(await review.resolve(invoiceId, { kind, note, operatorId }))) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          'This payment was resolved already by another operator.',
        );
      }
      await AuditLog.record(trx, {
        operatorId,
        action: 'payment.resolve',
        // Invoice ids are UUIDs and the log's target ids are numbers: a payment is its donation's id.
        targetType: 'payment',
        targetId: row.donation_id,
        before: auditState(row, null, row.status),
        after: auditState(row, { kind, note }, kind === 'credited' ? 'success' : row.status),
      });
    };
    if (kind === 'credited') await this.#settlement.creditFlagged(invoiceId, decide);
    else await this.#review.transaction((_review, trx) => decide(trx));
    const resolved = await this.#review.find(invoiceId);
    return toFlaggedPayment(resolved!);
  }
}

function auditState(
  row: FlaggedInvoiceRow,
  resolution: { kind: PaymentReviewResolution; note: string } | null,
  status: FlaggedInvoiceRow['status'],
) {
  return {
    invoice_id: row.id,
    status,
    amount: Number(row.amount_minor),
    currency: row.currency,
    review_reason: row.review_reason,
    review_resolution: resolution?.kind ?? null,
    ...(resolution ? { review_note: resolution.note } : {}),
    ...(resolution?.kind === 'credited'
      ? { credited: { amount: Number(row.amount_minor), currency: row.currency } }
      : {}),
  };
}
