import { describe, expect, it } from 'vitest';
import { formatCreatedAgo } from './created-ago.ts';

const now = new Date('2026-11-23T10:00:00Z');

describe('formatCreatedAgo', () => {
  it('says how long ago in English', () => {
    expect(formatCreatedAgo('2026-11-23T09:59:50Z', 'en', now)).toBe('now');
    expect(formatCreatedAgo('2026-11-23T09:15:00Z', 'en', now)).toBe('45 minutes ago');
    expect(formatCreatedAgo('2026-11-23T07:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatCreatedAgo('2026-11-22T09:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatCreatedAgo('2026-11-20T09:00:00Z', 'en', now)).toBe('3 days ago');
    expect(formatCreatedAgo('2026-11-09T07:00:00Z', 'en', now)).toBe('2 weeks ago');
    expect(formatCreatedAgo('2026-08-01T07:00:00Z', 'en', now)).toBe('3 months ago');
    expect(formatCreatedAgo('2024-08-01T07:00:00Z', 'en', now)).toBe('2 years ago');
  });

  it('says how long ago in Amharic', () => {
    expect(formatCreatedAgo('2026-11-23T09:59:50Z', 'am', now)).toBe('አሁን');
    expect(formatCreatedAgo('2026-11-23T07:00:00Z', 'am', now)).toBe('ከ3 ሰዓቶች በፊት');
    expect(formatCreatedAgo('2026-11-22T09:00:00Z', 'am', now)).toBe('ትናንት');
    expect(formatCreatedAgo('2026-11-20T09:00:00Z', 'am', now)).toBe('ከ3 ቀናት በፊት');
    expect(formatCreatedAgo('2026-08-01T07:00:00Z', 'am', now)).toBe('ከ3 ወራት በፊት');
  });

  it('accepts Date objects and treats clock skew into the future as now', () => {
    expect(formatCreatedAgo(new Date('2026-11-20T09:00:00Z'), 'en', now)).toBe('3 days ago');
    expect(formatCreatedAgo('2026-11-23T10:00:30Z', 'en', now)).toBe('now');
  });

  it('counts seconds with smallestUnit second, then minutes, hours and days as before', () => {
    const ago = (ms: number, locale: 'en' | 'am' = 'en') =>
      formatCreatedAgo(new Date(now.getTime() - ms), locale, now, { smallestUnit: 'second' });
    expect(ago(0)).toBe('now');
    expect(ago(999)).toBe('now');
    expect(ago(-5_000)).toBe('now');
    expect(ago(1_000)).toBe('1 second ago');
    expect(ago(4_700)).toBe('4 seconds ago');
    expect(ago(59_999)).toBe('59 seconds ago');
    expect(ago(3 * 60_000 + 20_000)).toBe('3 minutes ago');
    expect(ago(2 * 3_600_000)).toBe('2 hours ago');
    expect(ago(3 * 86_400_000)).toBe('3 days ago');
    expect(ago(1_000, 'am')).toBe('ከ1 ሰከንድ በፊት');
    expect(ago(4_000, 'am')).toBe('ከ4 ሰከንዶች በፊት');
    expect(ago(3 * 60_000, 'am')).toBe('ከ3 ደቂቃዎች በፊት');
    // The default stays at minutes.
    expect(formatCreatedAgo(new Date(now.getTime() - 4_000), 'en', now)).toBe('now');
  });

  it('rejects an invalid date', () => {
    expect(() => formatCreatedAgo('not a date', 'en', now)).toThrow(RangeError);
  });
});
