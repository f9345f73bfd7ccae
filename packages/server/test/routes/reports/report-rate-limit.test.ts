import { expect, it } from 'vitest';
import {
  DEFAULT_REPORT_RATE_LIMIT,
  readReportRateLimit,
} from '../../../src/routes/reports/report-rate-limit.ts';

it('defaults to 5 reports per 10 minutes', () => {
  expect(readReportRateLimit({})).toEqual({ max: 5, windowMs: 600_000 });
  expect(readReportRateLimit({ LOMI_REPORT_RATE_LIMIT_MAX: '' })).toEqual(DEFAULT_REPORT_RATE_LIMIT);
});

it('reads both variables', () => {
  expect(
    readReportRateLimit({ LOMI_REPORT_RATE_LIMIT_MAX: '100', LOMI_REPORT_RATE_LIMIT_WINDOW_MS: '60000' }),
  ).toEqual({ max: 100, windowMs: 60_000 });
});

it('refuses values that would silently disable or break the limit', () => {
  for (const value of ['0', '-1', '1.5', 'ten', '1e400']) {
    expect(() => readReportRateLimit({ LOMI_REPORT_RATE_LIMIT_MAX: value }), value).toThrow(
      `LOMI_REPORT_RATE_LIMIT_MAX must be a whole number of 1 or more, got "${value}".`,
    );
  }
  expect(() => readReportRateLimit({ LOMI_REPORT_RATE_LIMIT_WINDOW_MS: '0' })).toThrow(
    /LOMI_REPORT_RATE_LIMIT_WINDOW_MS/,
  );
});
