import { MY_RECEIPTS_LIMIT, type MyReceipts, type Receipt } from '@lomi/core';
import type { ReceiptRepository, ReceiptRow } from './receipt-repository.ts';
import { isReceiptTokenShaped, receiptTokenHash, type ReceiptTokens } from './receipt-tokens.ts';

/** A receipt as the API gives it: the row's facts, the donor's name only when they gave it openly. */
export function receiptOf(row: ReceiptRow): Receipt {
  return {
    invoiceId: row.invoiceId,
    amount: row.amountMinor,
    tip: row.tipMinor,
    total: row.amountMinor + row.tipMinor,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    completedAt: row.completedAt.toISOString(),
    campaign: { id: row.campaignId, title: row.campaignTitle },
    organization: { id: row.organizationId, name: row.organizationName },
    // The token's holder is the donor, but the receipt is what they show others (and its QR opens it):
    // an anonymous donation stays nameless on it.
    donorName: row.anonymous ? null : row.fullName?.trim() || null,
  };
}

/**
 * Finds receipts by token. Every token that opens nothing (malformed, forged, of a pending or failed payment,
 * of an invoice from before receipts) gives the same `undefined`, so an answer never tells whether an
 * invoice exists. Only the token's hash reaches the database.
 */
export class ReceiptLookup {
  readonly #receipts: ReceiptRepository;
  readonly #tokens: ReceiptTokens;

  constructor(receipts: ReceiptRepository, tokens: ReceiptTokens) {
    this.#receipts = receipts;
    this.#tokens = tokens;
  }

  async find(token: string): Promise<Receipt | undefined> {
    if (!isReceiptTokenShaped(token)) return undefined;
    const row = await this.#receipts.findCompleted(receiptTokenHash(token));
    return row && receiptOf(row);
  }

  /**
   * A signed-in donor's receipts with their tokens: derived again from the invoice ids (never stored), so a
   * donor who lost the success page's link finds it here.
   */
  async mine(userId: number): Promise<MyReceipts> {
    const { rows, count } = await this.#receipts.listForDonor(userId, MY_RECEIPTS_LIMIT);
    return {
      receipts: rows.map((row) => ({ ...receiptOf(row), token: this.#tokens.tokenFor(row.invoiceId) })),
      count,
    };
  }
}
