import { describe, expect, it } from 'vitest';
import { formatDate } from './date.ts';

describe('formatDate', () => {
  it('uses the Gregorian calendar in English', () => {
    expect(formatDate('2026-11-23T10:00:00Z', 'en', { timeZone: 'UTC' })).toBe('November 23, 2026');
    expect(formatDate('2026-11-23T10:00:00Z', 'en', { timeZone: 'UTC', style: 'medium' })).toBe(
      'Nov 23, 2026',
    );
  });

  it('uses the Ethiopian calendar in Amharic', () => {
    expect(formatDate('2026-11-23T10:00:00Z', 'am', { timeZone: 'UTC' })).toBe('14 ኅዳር 2019 ዓ.ም.');
    // Ethiopian New Year (1 Meskerem) falls on 11 September.
    expect(formatDate('2026-09-11T10:00:00Z', 'am', { timeZone: 'UTC' })).toBe('1 መስከረም 2019 ዓ.ም.');
    expect(formatDate('2026-09-10T10:00:00Z', 'am', { timeZone: 'UTC' })).toBe('5 ጳጉሜን 2018 ዓ.ም.');
  });

  it('follows the time zone it is given', () => {
    expect(formatDate('2026-11-23T23:30:00Z', 'en', { timeZone: 'Africa/Addis_Ababa' })).toBe(
      'November 24, 2026',
    );
  });

  it('rejects an invalid date', () => {
    expect(() => formatDate('yesterday', 'en')).toThrow(RangeError);
  });
});
