import type { PaymentMethod } from '../domain/donation.ts';
import type { Currency } from '../domain/money.ts';

/**
 * A completed donation's receipt, as `GET /api/receipts/{token}` gives it to whoever holds the token (the
 * donor: only the initiation answer carried it). Amounts in integer minor units of `currency`.
 */
export interface Receipt {
  /** The invoice of the payment: the number to quote to Lomi or the organization. */
  invoiceId: string;
  /** What went to the campaign. */
  amount: number;
  /** The donor's optional tip to Lomi, paid with it (0 when none). */
  tip: number;
  /** What the donor paid: `amount + tip`. */
  total: number;
  currency: Currency;
  paymentMethod: PaymentMethod;
  /** ISO 8601 time the payment was credited. */
  completedAt: string;
  campaign: { id: number; title: string };
  organization: { id: number; name: string };
  /** The donor's name as they gave it, or null for an anonymous donation (or none given). */
  donorName: string | null;
}

/** One of a signed-in donor's receipts, with its token (the key to its page and PDF). */
export interface OwnReceipt extends Receipt {
  token: string;
}

/** How many receipts `fetchMyReceipts` lists at most: the newest. */
export const MY_RECEIPTS_LIMIT = 50;

/** The signed-in donor's receipts, newest first, and how many they have in all. */
export interface MyReceipts {
  /** At most {@link MY_RECEIPTS_LIMIT}, newest first. */
  receipts: OwnReceipt[];
  count: number;
}

/** Path of the site's page that shows a receipt and says it is genuine (the receipt's QR code opens it). */
export function receiptPagePath(token: string): string {
  return `/receipts/${encodeURIComponent(token)}`;
}
