import { describe, expect, it } from 'vitest';
import { formatUpdatedAgo } from './format-updated-ago.ts';

const at = Date.parse('2026-11-23T10:00:00Z');

describe('formatUpdatedAgo', () => {
  it('is null under a second, and for a clock running behind the server', () => {
    expect(formatUpdatedAgo(at, 'en', at)).toBeNull();
    expect(formatUpdatedAgo(at, 'en', at + 999)).toBeNull();
    expect(formatUpdatedAgo(at, 'en', at - 5_000)).toBeNull();
  });

  it('counts seconds, then minutes, hours and days, in English', () => {
    expect(formatUpdatedAgo(at, 'en', at + 1_000)).toBe('1 second ago');
    expect(formatUpdatedAgo(at, 'en', at + 4_700)).toBe('4 seconds ago');
    expect(formatUpdatedAgo(at, 'en', at + 59_999)).toBe('59 seconds ago');
    expect(formatUpdatedAgo(at, 'en', at + 3 * 60_000 + 20_000)).toBe('3 minutes ago');
    expect(formatUpdatedAgo(at, 'en', at + 2 * 3_600_000)).toBe('2 hours ago');
    expect(formatUpdatedAgo(at, 'en', at + 3 * 86_400_000)).toBe('3 days ago');
  });

  it('counts in Amharic', () => {
    expect(formatUpdatedAgo(at, 'am', at + 1_000)).toBe('ከ1 ሰከንድ በፊት');
    expect(formatUpdatedAgo(at, 'am', at + 4_000)).toBe('ከ4 ሰከንዶች በፊት');
    expect(formatUpdatedAgo(at, 'am', at + 3 * 60_000)).toBe('ከ3 ደቂቃዎች በፊት');
  });
});
