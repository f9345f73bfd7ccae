import type { FlaggedPayment } from '@lomi/core';
import type { FlaggedInvoiceRow } from './payment-review-repository.ts';

/**
 * Why crediting this flagged invoice is refused, or null when an operator may credit it. What is credited
 * is always OUR invoice's amount and currency (the donation row, its ETB value at the rate of the day, fee
 * and tip were fixed when it started, and the totals count them), never the provider's figure: so it is
 * allowed only when the provider reported a success in the same currency of at least that amount. A
 * surplus is refunded outside Lomi; a shortfall or another currency is never credited (refund or dismiss).
 */
export function creditRefusal(row: FlaggedInvoiceRow): string | null {
  if (row.review_resolution !== null) return 'This payment is resolved already.';
  if (row.status === 'success') return 'This payment has been credited already.';
  if (row.status !== 'failed') return 'Only a failed invoice can be credited.';
  if (row.review_reported_status !== 'succeeded' || row.review_reported_amount_minor === null) {
    return 'The provider’s report of a successful payment with its amount was not kept, so it cannot be credited.';
  }
  if (row.review_reported_currency !== row.currency) {
    return `The provider reported ${row.review_reported_currency ?? 'another currency'}, not ${row.currency}: it cannot be credited.`;
  }
  if (row.review_reported_amount_minor < row.amount_minor) {
    return 'The provider reported less than the donation: it cannot be credited (refund it outside Lomi).';
  }
  if (row.donation_id === null) return 'This invoice has no donation to credit.';
  return null;
}

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** The console's view of a flagged invoice. */
export function toFlaggedPayment(row: FlaggedInvoiceRow): FlaggedPayment {
  return {
    invoice_id: row.id,
    campaign: { id: row.campaign_id, title: row.campaign_title },
    method: row.payment_method,
    provider: row.provider,
    amount: Number(row.amount_minor),
    currency: row.currency,
    status: row.status,
    review_reason: row.review_reason ?? '',
    reported: {
      status: row.review_reported_status,
      amount: row.review_reported_amount_minor === null ? null : Number(row.review_reported_amount_minor),
      currency: row.review_reported_currency,
      reference: row.review_reported_ref ?? row.provider_ref,
      at: iso(row.review_reported_at),
    },
    created: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    donor: { name: row.donor_name, email: row.donor_email },
    credit: creditRefusal(row) === null ? { amount: Number(row.amount_minor), currency: row.currency } : null,
    resolution:
      row.review_resolution === null || row.review_resolved_at === null
        ? null
        : {
            kind: row.review_resolution,
            note: row.review_note ?? '',
            at: new Date(row.review_resolved_at).toISOString(),
            operator:
              row.review_resolved_by_user_id === null
                ? null
                : { id: row.review_resolved_by_user_id, username: row.resolved_by_username ?? '' },
          },
  };
}
