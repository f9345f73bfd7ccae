import type { RateRule } from '../../http/rate-limiter.ts';

/**
 * How often donations may be started, and how many may wait for payment at once (issue 11, #4); the
 * configuration schema (src/config/) reads the variables, over these defaults.
 */
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
