import type { Currency } from '../domain/money.ts';
import type { PaymentMethod } from '../domain/donation.ts';

/**
 * How an operator resolves a flagged payment (issue 14 #7): `refunded-outside` (the money was returned
 * outside Lomi; nothing is credited), `credited` (the donation counts, exactly as an automatic credit would
 * count it), `dismissed` (nothing to do, e.g. the provider's report was wrong).
 */
export type PaymentReviewResolution = 'refunded-outside' | 'credited' | 'dismissed';

/** The resolutions, in the order the console offers them. */
export const PAYMENT_REVIEW_RESOLUTIONS: readonly PaymentReviewResolution[] = [
  'refunded-outside',
  'credited',
  'dismissed',
];

/** What the payment provider said about a flagged payment; null fields were not reported or not kept. */
export interface PaymentProviderReport {
  status: 'pending' | 'succeeded' | 'failed' | null;
  /** Minor units of `currency`. */
  amount: number | null;
  currency: Currency | null;
  /** The provider's reference for the payment. */
  reference: string | null;
  /** ISO 8601: when we heard it. */
  at: string | null;
}

/** A payment the server refused to credit by itself, as the console lists it. */
export interface FlaggedPayment {
  invoice_id: string;
  campaign: { id: number; title: string };
  method: PaymentMethod;
  /** The provider that took it: `sandbox`, `lakipay`, `chapa`, `stripe`. */
  provider: string;
  /** Our invoice: its amount (minor units) and currency. */
  amount: number;
  currency: Currency;
  /** Our invoice's status: `failed` until an operator credits it (`success`). */
  status: 'pending' | 'success' | 'failed';
  /** Why it was flagged, as the server wrote it. */
  review_reason: string;
  reported: PaymentProviderReport;
  /** ISO 8601 times of the invoice: started, and when it expired (or expires). */
  created: string;
  expires_at: string;
  /** The donor as the donation names them (also when they gave anonymously): to contact about a refund. */
  donor: { name: string | null; email: string | null };
  /**
   * What resolving it as `credited` would count (always our invoice's amount and currency), or null when
   * crediting is refused: the provider reported another currency, less than the invoice, or no amount.
   */
  credit: { amount: number; currency: Currency } | null;
  /** The operator's resolution, or null while it is open. */
  resolution: {
    kind: PaymentReviewResolution;
    note: string;
    /** ISO 8601. */
    at: string;
    /** Null once the operator's account is gone. */
    operator: { id: number; username: string } | null;
  } | null;
}

/** The filters of `GET /api/console/payments/`: open (the default) or resolved, and the page. */
export interface FlaggedPaymentQuery {
  state?: 'open' | 'resolved';
  page?: number;
}

/** `POST /api/console/payments/{invoiceId}/resolve/`. */
export interface ResolvePaymentRequest {
  resolution: PaymentReviewResolution;
  /** Why (required, up to 2000 characters): what was checked with the provider, the refund's reference, … */
  note: string;
}
