import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter, RateRule } from './rate-limiter.ts';

/**
 * The counters of a route limited per client (its address, `request.ip`) and what a refusal tells it; the
 * numbers are the configuration's (`rateLimits` of src/config/, `LOMI_<X>_RATE_LIMIT_MAX` / `_WINDOW_MS`).
 */
export interface ClientRateLimit {
  /** Names the route's counters in `rate_limit_counters` (one per client address); unique per route. */
  scope: string;
  /** The 429's message, given how long to wait ("10 minutes"). */
  message: (wait: string) => string;
}

/**
 * A route's `onRequest` hook that counts each request against `rule` for its client address and refuses
 * it with 429 `LOMI_ERR_RATE_LIMITED` and `Retry-After` once over the limit. It runs before the body is
 * parsed, so refused and malformed requests count too and a flood costs one counter update per request.
 * The counters are the database's (see {@link RateLimiter}): every instance counts the same hits, and a
 * restart resets nothing. `request.ip` is the visitor's address only when TRUST_PROXY describes the proxies
 * in front (http/trust-proxy.ts).
 */
export function limitPerClient(
  limiter: RateLimiter,
  limit: ClientRateLimit,
  rule: RateRule,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return (request, reply) =>
    limiter.enforce(reply, [{ scope: limit.scope, parts: [request.ip], rule, message: limit.message }]);
}
