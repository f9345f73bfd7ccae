import { positiveInteger } from '../../http/client-rate-limit.ts';
import type { RateRule } from '../../http/rate-limiter.ts';

/** How often donations may be started, and how many may wait for payment at once (issue 11, #4). */
export interface InitiationLimits {
  /** Requests per client address over the four initiation endpoints (LOMI_DONATION_RATE_LIMIT_*). */
  perClient: RateRule;
  /** Payment prompts pushed to one phone number (LOMI_DONATION_PHONE_RATE_LIMIT_*). */
  perPhone: RateRule;
  /** Pending, unexpired invoices one client address may hold (LOMI_DONATION_PENDING_PER_CLIENT_MAX). */
  pendingPerClient: number;
  /** Pending, unexpired mobile-money invoices of one phone number (LOMI_DONATION_PENDING_PER_PHONE_MAX). */
  pendingPerPhone: number;
}

/**
 * Generous per address, since many donors share one (mobile carriers put whole towns behind a few
 * addresses), and strict per phone, like sign-in codes: a prompt rings a person who may not have asked.
 */
export const DEFAULT_INITIATION_LIMITS: InitiationLimits = {
  perClient: { max: 60, windowMs: 10 * 60_000 },
  perPhone: { max: 3, windowMs: 15 * 60_000 },
  pendingPerClient: 50,
  pendingPerPhone: 2,
};

/** The limits with what the environment sets; a malformed value throws, so the server does not start. */
export function readInitiationLimits(env: NodeJS.ProcessEnv = process.env): InitiationLimits {
  const rule = (name: string, fallback: RateRule): RateRule => ({
    max: positiveInteger(env, `${name}_MAX`, fallback.max),
    windowMs: positiveInteger(env, `${name}_WINDOW_MS`, fallback.windowMs),
  });
  return {
    perClient: rule('LOMI_DONATION_RATE_LIMIT', DEFAULT_INITIATION_LIMITS.perClient),
    perPhone: rule('LOMI_DONATION_PHONE_RATE_LIMIT', DEFAULT_INITIATION_LIMITS.perPhone),
    pendingPerClient: positiveInteger(
      env,
      'LOMI_DONATION_PENDING_PER_CLIENT_MAX',
      DEFAULT_INITIATION_LIMITS.pendingPerClient,
    ),
    pendingPerPhone: positiveInteger(
      env,
      'LOMI_DONATION_PENDING_PER_PHONE_MAX',
      DEFAULT_INITIATION_LIMITS.pendingPerPhone,
    ),
  };
}
