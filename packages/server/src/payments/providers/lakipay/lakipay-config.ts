import type { FetchLike } from '../wire/fetch-json.ts';

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
