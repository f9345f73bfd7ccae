import { describe, expect, it } from 'vitest';
import { formatPercent, progressPercent } from './percent.ts';

describe('progressPercent', () => {
  it('is collected over target in percent', () => {
    expect(progressPercent(12_345_050, 50_000_000)).toBeCloseTo(24.6901, 4);
  });

  it('is 0 when there is no target', () => {
    expect(progressPercent(5_000, 0)).toBe(0);
  });

  it('is not capped for over-funded campaigns', () => {
    expect(progressPercent(15_000, 10_000)).toBe(150);
  });

  it('never goes below 0', () => {
    expect(progressPercent(-100, 10_000)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('shows exactly one decimal', () => {
    expect(formatPercent(24.6901, 'en')).toBe('24.7%');
    expect(formatPercent(50, 'en')).toBe('50.0%');
    expect(formatPercent(0, 'am')).toBe('0.0%');
    expect(formatPercent(134.55, 'am')).toBe('134.6%');
  });
});
