import { describe, expect, it } from 'vitest';
import { formatNumber } from './number.ts';

describe('formatNumber', () => {
  it('groups thousands in both languages', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'am')).toBe('1,234,567');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.5, 'en', { minimumFractionDigits: 2 })).toBe('0.50');
  });
});
