import { expect, it } from 'vitest';
import { DEFAULT_HELP_RATE_LIMIT, readHelpRateLimit } from '../../../src/routes/help/help-rate-limit.ts';

it('defaults to 5 questions per 10 minutes', () => {
  expect(readHelpRateLimit({})).toEqual({ max: 5, windowMs: 600_000 });
  expect(readHelpRateLimit({ LOMI_HELP_RATE_LIMIT_MAX: ' ' })).toEqual(DEFAULT_HELP_RATE_LIMIT);
});

it('reads both variables', () => {
  expect(
    readHelpRateLimit({ LOMI_HELP_RATE_LIMIT_MAX: '50', LOMI_HELP_RATE_LIMIT_WINDOW_MS: '60000' }),
  ).toEqual({ max: 50, windowMs: 60_000 });
});

it('refuses values that would silently disable or break the limit', () => {
  for (const value of ['0', '-3', '2.5', 'many']) {
    expect(() => readHelpRateLimit({ LOMI_HELP_RATE_LIMIT_MAX: value }), value).toThrow(
      `LOMI_HELP_RATE_LIMIT_MAX must be a whole number of 1 or more, got "${value}".`,
    );
  }
  expect(() => readHelpRateLimit({ LOMI_HELP_RATE_LIMIT_WINDOW_MS: '0' })).toThrow(
    /LOMI_HELP_RATE_LIMIT_WINDOW_MS/,
  );
});
