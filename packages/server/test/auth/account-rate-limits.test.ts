import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCOUNT_RATE_LIMITS,
  scaleRateLimits,
  type AccountRateLimits,
} from '../../src/auth/account-rate-limits.ts';
import type { RateRule } from '../../src/http/rate-limiter.ts';

/** Every rule of `limits` by its path (`login.perAccount`), however the rules are nested. */
function rules(limits: AccountRateLimits): Record<string, RateRule> {
  const found: Record<string, RateRule> = {};
  const walk = (value: object, path: string) => {
    if ('max' in value && 'windowMs' in value) {
      found[path] = value as RateRule;
      return;
    }
    for (const [key, item] of Object.entries(value)) walk(item as object, path ? `${path}.${key}` : key);
  };
  walk(limits, '');
  return found;
}

describe('account rate limits', () => {
  it('scales every rule by LOMI_ACCOUNT_RATE_LIMIT_FACTOR, windows unchanged', () => {
    const defaults = rules(DEFAULT_ACCOUNT_RATE_LIMITS);
    const scaled = rules(scaleRateLimits(DEFAULT_ACCOUNT_RATE_LIMITS, 100));
    expect(Object.keys(scaled)).toEqual(Object.keys(defaults));
    expect(Object.keys(defaults)).toContain('login.perAccount');
    for (const [path, rule] of Object.entries(defaults)) {
      expect(scaled[path], path).toEqual({ max: rule.max * 100, windowMs: rule.windowMs });
    }
    expect(scaleRateLimits(DEFAULT_ACCOUNT_RATE_LIMITS, 1)).toBe(DEFAULT_ACCOUNT_RATE_LIMITS);
  });

  it('caps failed sign-ins per account from all addresses, and lets a shared (CGNAT) address sign up', () => {
    expect(DEFAULT_ACCOUNT_RATE_LIMITS.login.perAccount).toEqual({ max: 50, windowMs: 3_600_000 });
    // Many subscribers share one public address: 20 an hour (the old limit) turned a town away.
    expect(DEFAULT_ACCOUNT_RATE_LIMITS.signup.max).toBeGreaterThanOrEqual(200);
    expect(DEFAULT_ACCOUNT_RATE_LIMITS.signup.windowMs).toBe(3_600_000);
  });
});
