import { createPublicKey } from 'node:crypto';
import type { FetchLike } from '../wire/fetch-json.ts';
import { requiredEnv, type Env } from '../wire/required-env.ts';

/** How to reach LakiPay and check its webhooks. */
export interface LakiPayConfig {
  /** API root without a trailing slash, e.g. `https://api.lakipay.co`. */
  baseUrl: string;
  /** The `X-API-Key` value LakiPay issues: `PUBLICKEY:SECRETKEY`. */
  apiKey: string;
  /** LakiPay's RSA public key (PEM) that signs webhooks. */
  webhookPublicKey: string;
  /** Per-request timeout; past it the outcome is unknown. Default 15 000 ms. */
  timeoutMs?: number;
  fetch?: FetchLike;
}

export const lakiPayDefaultBaseUrl = 'https://api.lakipay.co';

/**
 * Reads `LAKIPAY_API_KEY`, `LAKIPAY_WEBHOOK_PUBLIC_KEY` (PEM; `\n` escapes are accepted so it fits on one
 * line) and the optional `LAKIPAY_BASE_URL`. Throws an Error naming each missing variable.
 */
export function lakiPayConfigFromEnv(env: Env): LakiPayConfig {
  const vars = requiredEnv(env, 'LakiPay', ['LAKIPAY_API_KEY', 'LAKIPAY_WEBHOOK_PUBLIC_KEY']);
  const webhookPublicKey = vars.LAKIPAY_WEBHOOK_PUBLIC_KEY.replaceAll('\\n', '\n');
  try {
    createPublicKey(webhookPublicKey);
  } catch (error) {
    throw new Error('LAKIPAY_WEBHOOK_PUBLIC_KEY is not a PEM public key', { cause: error });
  }
  return {
    baseUrl: (env.LAKIPAY_BASE_URL?.trim() || lakiPayDefaultBaseUrl).replace(/(?<!\/)\/+$/, ''),
    apiKey: vars.LAKIPAY_API_KEY,
    webhookPublicKey,
  };
}
