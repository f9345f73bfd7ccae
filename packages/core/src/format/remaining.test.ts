import { describe, expect, it } from 'vitest';
import { formatRemaining } from './remaining.ts';

const now = new Date('2026-11-23T10:00:00Z');

describe('formatRemaining', () => {
  it('shows days and hours left in English', () => {
    expect(formatRemaining('2026-12-05T15:30:00Z', 'en', now)).toBe('12 days 5 hours left');
    expect(formatRemaining('2026-11-24T10:00:00Z', 'en', now)).toBe('1 day left');
    expect(formatRemaining('2026-11-25T11:00:00Z', 'en', now)).toBe('2 days 1 hour left');
    expect(formatRemaining('2026-11-23T15:00:00Z', 'en', now)).toBe('5 hours left');
    expect(formatRemaining('2026-11-23T10:20:00Z', 'en', now)).toBe('20 minutes left');
  });

  it('shows days and hours left in Amharic, with singular units for one', () => {
    expect(formatRemaining('2026-12-05T15:30:00Z', 'am', now)).toBe('12 ቀናት 5 ሰዓቶች ቀርቷል');
    expect(formatRemaining('2026-11-24T10:00:00Z', 'am', now)).toBe('1 ቀን ቀርቷል');
    expect(formatRemaining('2026-11-25T11:00:00Z', 'am', now)).toBe('2 ቀናት 1 ሰዓት ቀርቷል');
    expect(formatRemaining('2026-11-23T10:20:00Z', 'am', now)).toBe('20 ደቂቃዎች ቀርቷል');
  });

  it('says Ended once the deadline has passed', () => {
    expect(formatRemaining('2026-11-22T10:00:00Z', 'en', now)).toBe('Ended');
    expect(formatRemaining(now, 'en', now)).toBe('Ended');
    expect(formatRemaining('2026-01-01T00:00:00Z', 'am', now)).toBe('ተጠናቋል');
  });

  it('rejects an invalid deadline', () => {
    expect(() => formatRemaining('soon', 'en', now)).toThrow(RangeError);
  });
});
