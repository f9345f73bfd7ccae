import { createHash, createHmac } from 'node:crypto';

/** A receipt token: 43 base64url characters (256 bits). */
const TOKEN_SHAPE = /^[\w-]{43}$/;

/**
 * The donor's receipt tokens: the one secret that opens an invoice's receipt. A token is the HMAC-SHA-256 of
 * the invoice id under the server's token secret (LOMI_JWT_SECRET), in base64url: 256 bits nobody can guess
 * or derive without the secret, and the same every time it is computed, so a retried initiation (same
 * Idempotency-Key) answers the same token without the token ever being stored. The database keeps only its
 * SHA-256 ({@link receiptTokenHash}) to find the invoice from a token; leaking the table leaks no link.
 */
export class ReceiptTokens {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  /** The receipt token of an invoice. */
  tokenFor(invoiceId: string): string {
    return createHmac('sha256', this.#secret).update(`lomi-receipt:${invoiceId}`).digest('base64url');
  }

  /** What invoices.receipt_token_hash holds for an invoice. */
  hashFor(invoiceId: string): string {
    return receiptTokenHash(this.tokenFor(invoiceId));
  }
}

/** SHA-256 (hex) of a token: the column invoices.receipt_token_hash. */
export function receiptTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `text` has a receipt token's shape (anything else is answered 404 without a query). */
export function isReceiptTokenShaped(text: string): boolean {
  return TOKEN_SHAPE.test(text);
}
