import { expect, it } from 'vitest';
import {
  DEFAULT_CONTACT_RATE_LIMIT,
  readContactRateLimit,
} from '../../../src/routes/campaigns/contact-rate-limit.ts';

it('defaults to 5 messages per 10 minutes and reads both variables', () => {
  expect(readContactRateLimit({})).toEqual(DEFAULT_CONTACT_RATE_LIMIT);
  expect(DEFAULT_CONTACT_RATE_LIMIT).toEqual({ max: 5, windowMs: 600_000 });
  expect(
    readContactRateLimit({ LOMI_CONTACT_RATE_LIMIT_MAX: '50', LOMI_CONTACT_RATE_LIMIT_WINDOW_MS: '60000' }),
  ).toEqual({ max: 50, windowMs: 60_000 });
});

it('refuses values that would silently disable the limit', () => {
  for (const value of ['0', '-3', '2.5', 'many']) {
    expect(() => readContactRateLimit({ LOMI_CONTACT_RATE_LIMIT_MAX: value }), value).toThrow(
      `LOMI_CONTACT_RATE_LIMIT_MAX must be a whole number of 1 or more, got "${value}".`,
    );
  }
});
