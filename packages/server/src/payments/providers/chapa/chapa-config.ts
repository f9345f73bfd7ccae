import type { FetchLike } from '../wire/fetch-json.ts';
import { requiredEnv, type Env } from '../wire/required-env.ts';

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

/**
 * Reads `CHAPA_SECRET_KEY`, `CHAPA_WEBHOOK_SECRET` and the optional `CHAPA_BASE_URL`. Throws an Error naming
 * each missing variable.
 */
export function chapaConfigFromEnv(env: Env): ChapaConfig {
  const vars = requiredEnv(env, 'Chapa', ['CHAPA_SECRET_KEY', 'CHAPA_WEBHOOK_SECRET']);
  return {
    baseUrl: (env.CHAPA_BASE_URL?.trim() || chapaDefaultBaseUrl)
      .replace(/(?<!\/)\/+$/, '')
      .replace(/\/v1$/, ''),
    secretKey: vars.CHAPA_SECRET_KEY,
    webhookSecret: vars.CHAPA_WEBHOOK_SECRET,
  };
}
