import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import type { RateLimitCounterRepository } from '../rate-limits/rate-limit-counter-repository.ts';

/** At most `max` hits per `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/** Where a refusal's `Retry-After` goes: the Fastify reply. */
export interface RetryAfterTarget {
  header(name: string, value: string): unknown;
}

/** One rule counted for a request: the rule, what it counts (`scope` + `parts`), and what a refusal says. */
export interface RateCheck {
  scope: string;
  parts: readonly string[];
  rule: RateRule;
  /** The 429's message, given how long to wait ("3 minutes"); a general "Too many attempts" by default. */
  message?: (wait: string) => string;
}

// How often (in hits) this process sweeps counters whose window ended long ago.
const SWEEP_EVERY = 200;

/**
 * Fixed-window counters in the database, the one rate-limit mechanism of the server (sign-in steps, and the
 * public forms through client-rate-limit.ts). Every instance behind a load balancer counts the same hits
 * (login guessing or form flooding spread over instances is still limited) and a restart resets nothing.
 * Keys are hashed: the table never holds an address, e-mail or phone number. The counters' SQL is
 * rate-limits/rate-limit-counter-repository.ts.
 */
export class RateLimiter {
  readonly #counters: RateLimitCounterRepository;
  readonly #now: () => Date;
  #hitsSinceSweep = 0;

  constructor(counters: RateLimitCounterRepository, now: () => Date = () => new Date()) {
    this.#counters = counters;
    this.#now = now;
  }

  /**
   * Counts a hit on `scope` + `parts`; how long to wait (seconds) when over the limit, else 0. `db` is a
   * transaction when the hit belongs to one (it is then undone with it).
   */
  async hit(scope: string, parts: readonly string[], rule: RateRule, db?: Kysely<Database>): Promise<number> {
    const now = this.#now();
    const windowEnd = new Date(now.getTime() + rule.windowMs);
    const row = await this.#counters.hit(counterKey(scope, parts), now, windowEnd, db);
    if (++this.#hitsSinceSweep >= SWEEP_EVERY) {
      this.#hitsSinceSweep = 0;
      await this.#counters.sweep(now, db);
    }
    if (row.hits <= rule.max) return 0;
    return Math.max(1, Math.ceil((row.window_ends_at.getTime() - now.getTime()) / 1000));
  }

  /**
   * Counts a hit against each rule and refuses the request with a 429 (and `Retry-After`) when any is
   * exceeded. Every rule is counted even after one refuses, so hammering does not go unnoticed. `db` as in
   * {@link hit}.
   */
  async enforce(reply: RetryAfterTarget, checks: readonly RateCheck[], db?: Kysely<Database>): Promise<void> {
    let wait = 0;
    let refusing: RateCheck | undefined;
    for (const check of checks) {
      const checkWait = await this.hit(check.scope, check.parts, check.rule, db);
      if (checkWait > wait) [wait, refusing] = [checkWait, check];
    }
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    const text = describeWait(wait);
    throw new ApiError(
      429,
      ErrorCodes.rateLimited,
      refusing?.message?.(text) ?? `Too many attempts. Please try again in ${text}.`,
    );
  }

  /**
   * Takes back one hit of each check counted by {@link enforce}, for rules that count only failures: every
   * attempt is counted before it is judged (so a burst of parallel guesses cannot all slip under the limit),
   * and one that succeeds is given back. A window that has ended meanwhile is left alone.
   */
  async refund(checks: readonly RateCheck[]): Promise<void> {
    const now = this.#now();
    for (const check of checks) await this.#counters.refund(counterKey(check.scope, check.parts), now);
  }
}

function counterKey(scope: string, parts: readonly string[]): string {
  return createHash('sha256')
    .update([scope, ...parts].join('\u0000'))
    .digest('hex');
}

/** "45 seconds", "3 minutes": how long to wait, as the 429 messages say it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
