import { requesterOf } from '../api-client/client-requester.ts';
import type { RequestOptions } from '../api-client/json-requester.ts';
import { joinURL } from '../api-client/join-url.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import { receiptPagePath, type MyReceipts, type Receipt } from './receipt.ts';

// Beside the public client, not on it: only the site's receipt screens need these, and embeds stay as small.

/**
 * The receipt of a completed donation, opened by its token (no account: the token is the donor's secret).
 * Rejects with status 404 (`errorKind` `not-found`) for a token that opens nothing, whether it is mistyped,
 * forged or its payment is not completed (yet), and 429 (`rate-limited`) when this connection asked too often.
 */
export function fetchReceipt(client: LomiClient, token: string, options?: RequestOptions): Promise<Receipt> {
  return requesterOf(client).getJson(`/api/receipts/${encodeURIComponent(token)}`, {}, options);
}

/**
 * The signed-in user's receipts: the completed donations they made while signed in (since receipts exist),
 * newest first, each with its token. Rejects with status 401 without a token.
 */
export function fetchMyReceipts(client: LomiClient, options?: RequestOptions): Promise<MyReceipts> {
  return requesterOf(client).getJson('/api/receipts/mine/', {}, options);
}

/** Address of the receipt as a PDF file (served as a download). */
export function receiptPdfUrl(client: LomiClient, token: string): string {
  return joinURL(client.baseURL, `/api/receipts/${encodeURIComponent(token)}/receipt.pdf`);
}

/**
 * Address of the receipt's page on the Lomi site (the client's origin): what an embed's thank-you links to,
 * since the receipt lives on Lomi, not on the page that embeds the dialog.
 */
export function receiptPageUrl(client: LomiClient, token: string): string {
  return joinURL(client.baseURL, receiptPagePath(token));
}
