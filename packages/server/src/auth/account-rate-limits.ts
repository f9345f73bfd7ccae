import type { RateRule } from './rate-limiter.ts';

/** How often each sign-in step may be tried (per client address, account, phone or user). */
export interface AccountRateLimits {
  /** Password sign-in: per address + identifier (guessing one account), and per address (spraying many). */
  login: { perAccount: RateRule; perClient: RateRule };
  /** New accounts per address. */
  signup: RateRule;
  /** Sign-in codes sent: per phone (SMS cost, annoying a stranger) and per address. */
  otpRequest: { perPhone: RateRule; perClient: RateRule };
  /** Code checks: per address + phone (each code also allows only a few tries), and per address. */
  otpVerify: { perPhone: RateRule; perClient: RateRule };
  /** Google sign-ins per address. */
  google: RateRule;
  /** Password changes per user (a stolen token must not brute-force the current password). */
  changePassword: RateRule;
}

const MINUTE = 60_000;

export const DEFAULT_ACCOUNT_RATE_LIMITS: AccountRateLimits = {
  login: { perAccount: { max: 10, windowMs: 15 * MINUTE }, perClient: { max: 100, windowMs: 15 * MINUTE } },
  signup: { max: 20, windowMs: 60 * MINUTE },
  otpRequest: { perPhone: { max: 3, windowMs: 15 * MINUTE }, perClient: { max: 20, windowMs: 60 * MINUTE } },
  otpVerify: { perPhone: { max: 10, windowMs: 15 * MINUTE }, perClient: { max: 50, windowMs: 15 * MINUTE } },
  google: { max: 60, windowMs: 15 * MINUTE },
  changePassword: { max: 10, windowMs: 15 * MINUTE },
};

/** `limits` with every `max` multiplied by `factor` (windows unchanged). */
export function scaleRateLimits(limits: AccountRateLimits, factor: number): AccountRateLimits {
  if (factor === 1) return limits;
  const scale = (rule: RateRule): RateRule => ({ ...rule, max: rule.max * factor });
  return {
    login: { perAccount: scale(limits.login.perAccount), perClient: scale(limits.login.perClient) },
    signup: scale(limits.signup),
    otpRequest: {
      perPhone: scale(limits.otpRequest.perPhone),
      perClient: scale(limits.otpRequest.perClient),
    },
    otpVerify: { perPhone: scale(limits.otpVerify.perPhone), perClient: scale(limits.otpVerify.perClient) },
    google: scale(limits.google),
    changePassword: scale(limits.changePassword),
  };
}
