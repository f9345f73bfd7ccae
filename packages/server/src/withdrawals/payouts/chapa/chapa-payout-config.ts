import type { FetchLike } from '../../../payments/providers/wire/fetch-json.ts';

/** How to reach Chapa's Transfers API (v1) and check what it sends us. */
export interface ChapaPayoutConfig {
  /** API root without `/v1` and without a trailing slash, e.g. `https://api.chapa.co`. */
  baseUrl: string;
  /** The secret key (`CHASECK_TEST-…` / `CHASECK-…`), sent as a Bearer token (CHAPA_SECRET_KEY). */
  secretKey: string;
  /** The dashboard's webhook "secret hash" (CHAPA_WEBHOOK_SECRET): `x-chapa-signature` of payout events. */
  webhookSecret: string;
  /**
   * The transfer approval secret (CHAPA_TRANSFER_APPROVAL_SECRET): `Chapa-Signature` of the approval URL's
   * questions. Without it the rail has no approval reader and Chapa must be set to approve by OTP.
   */
  approvalSecret?: string | undefined;
  /** Per-request timeout; past it the outcome is unknown. Default 15 000 ms. */
  timeoutMs?: number;
  fetch?: FetchLike;
}
