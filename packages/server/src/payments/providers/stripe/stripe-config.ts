import type { FetchLike } from '../wire/fetch-json.ts';

/** How to reach Stripe and check its webhooks. */
export interface StripeConfig {
  /** `sk_test_…` / `sk_live_…` (or a restricted key allowed to write Checkout Sessions). */
  secretKey: string;
  /** The endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** API host and port, only to point the client elsewhere (a loopback fake in tests). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Per-request timeout; past it the outcome is unknown. Default 15 000 ms. */
  timeoutMs?: number;
  /**
   * Retries the `stripe` package makes on network errors and 5xx. They are safe: every create carries our
   * Idempotency-Key. Default 1.
   */
  maxNetworkRetries?: number;
  /** Seconds a signed event stays acceptable (replay window). Default: the package's 300. */
  webhookToleranceSeconds?: number;
  /** Sends requests through this `fetch` instead of node:http. */
  fetch?: FetchLike;
}
