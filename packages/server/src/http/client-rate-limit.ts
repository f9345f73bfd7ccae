import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter, RateRule } from './rate-limiter.ts';

/** How often one client (its address, `request.ip`) may call a route, and what a refusal tells it. */
export interface ClientRateLimit {
  /** Names the route's counters in `rate_limit_counters` (one per client address); unique per route. */
  scope: string;
  /** `<env>_MAX` and `<env>_WINDOW_MS` override `rule` (documented in packages/server/README.md). */
  env: string;
  /** The limit when the environment sets none. */
  rule: RateRule;
  /** The 429's message, given how long to wait ("10 minutes"). */
  message: (wait: string) => string;
}

/** `env[name]` as a whole number of 1 or more, `fallback` when unset; throws on anything else. */
export function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, got "${raw}".`);
  }
  return value;
}

/**
 * `limit.rule` with what `<env>_MAX` and `<env>_WINDOW_MS` set; a malformed value throws rather than
 * silently disabling the limit.
 */
export function readClientRateRule(env: NodeJS.ProcessEnv, limit: ClientRateLimit): RateRule {
  return {
    max: positiveInteger(env, `${limit.env}_MAX`, limit.rule.max),
    windowMs: positiveInteger(env, `${limit.env}_WINDOW_MS`, limit.rule.windowMs),
  };
}

/**
 * A route's `onRequest` hook that counts each request against `limit` for its client address and refuses
 * it with 429 `LOMI_ERR_RATE_LIMITED` and `Retry-After` once over the limit. It runs before the body is
 * parsed, so refused and malformed requests count too and a flood costs one counter update per request.
 * The counters are the database's (see {@link RateLimiter}): every instance counts the same hits, and a
 * restart resets nothing. `request.ip` is the visitor's address only when TRUST_PROXY describes the proxies
 * in front (http/trust-proxy.ts). The environment is read now, so a malformed value stops the server at start.
 */
export function limitPerClient(
  limiter: RateLimiter,
  limit: ClientRateLimit,
  env: NodeJS.ProcessEnv = process.env,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const rule = readClientRateRule(env, limit);
  return (request, reply) =>
    limiter.enforce(reply, [{ scope: limit.scope, parts: [request.ip], rule, message: limit.message }]);
}
