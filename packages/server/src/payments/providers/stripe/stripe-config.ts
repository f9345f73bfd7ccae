import type { FetchLike } from '../wire/fetch-json.ts';
import { requiredEnv, type Env } from '../wire/required-env.ts';

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

/**
 * Reads `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET` and the optional `STRIPE_API_BASE` (an origin such as
 * `http://127.0.0.1:12111`, for a local stand-in). Throws an Error naming each missing variable.
 */
export function stripeConfigFromEnv(env: Env): StripeConfig {
  const vars = requiredEnv(env, 'Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  const config: StripeConfig = {
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
  };
  const apiBase = env.STRIPE_API_BASE?.trim();
  if (!apiBase) return config;
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch (error) {
    throw new Error(`STRIPE_API_BASE is not a URL: ${apiBase}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STRIPE_API_BASE must be an http or https URL: ${apiBase}`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...config,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
