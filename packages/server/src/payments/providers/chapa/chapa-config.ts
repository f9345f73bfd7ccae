import type { FetchLike } from '../wire/fetch-json.ts';

/** How to reach Chapa (API v1) and check its webhooks. */
export interface ChapaConfig {
  /** API root without `/v1` and without a trailing slash, e.g. `https://api.chapa.co`. */
  baseUrl: string;
  /** The secret key (`CHASECK_TEST-…` / `CHASECK-…`), sent as a Bearer token. */
  secretKey: string;
  /** The "secret hash" set beside the webhook URL in Chapa's dashboard. */
  webhookSecret: string;
  /** Per-request timeout; past it the outcome is unknown. Default 15 000 ms. */
  timeoutMs?: number;
  fetch?: FetchLike;
}

export const chapaDefaultBaseUrl = 'https://api.chapa.co';
