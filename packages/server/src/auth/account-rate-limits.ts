import type { RateRule } from '../http/rate-limiter.ts';

/** How often each sign-in step may be tried (per client address, account, phone or user). */
export interface AccountRateLimits {
  /**
   * Failed password sign-ins (a successful one is not counted): per address + identifier (guessing one
   * account), per address (spraying many accounts), and per account from all addresses together (guessing
   * one account from many addresses, e.g. a botnet).
   */
  login: { perClientAndAccount: RateRule; perClient: RateRule; perAccount: RateRule };
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
  login: {
    perClientAndAccount: { max: 10, windowMs: 15 * MINUTE },
    perClient: { max: 100, windowMs: 15 * MINUTE },
    // 50 an hour keeps a distributed guesser to ~1,200 passwords a day, while the owner who mistypes a few
    // times is never near it. Reaching it pauses password sign-in of that account for everyone, its owner
    // too, until the hour ends: the price of not letting guesses through (phone and Google still work).
    perAccount: { max: 50, windowMs: 60 * MINUTE },
  },
  // Carrier-grade NAT: Ethio Telecom puts many mobile subscribers behind one public address, so an address
  // can be a whole town's. 200 an hour lets a shared address sign up its people while one host scripting
  // accounts is still stopped within minutes.
  signup: { max: 200, windowMs: 60 * MINUTE },
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
    login: {
      perClientAndAccount: scale(limits.login.perClientAndAccount),
      perClient: scale(limits.login.perClient),
      perAccount: scale(limits.login.perAccount),
    },
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
