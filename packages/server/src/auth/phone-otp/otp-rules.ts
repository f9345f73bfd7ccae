/** Rules of phone sign-in codes. */
export interface OtpRules {
  /** Digits in a code. */
  length: number;
  /** How long a code can be used. */
  ttlMs: number;
  /** Wrong tries before a code is spent. */
  maxAttempts: number;
}

export const DEFAULT_OTP_RULES: OtpRules = { length: 6, ttlMs: 5 * 60_000, maxAttempts: 5 };
