import { describe, expect, it } from 'vitest';
import { etbMinorOfUsd, formatEtbPerUsd, parseEtbPerUsd } from './exchange-rate-value.ts';

describe('parseEtbPerUsd', () => {
  it('reads a plain decimal of 1–10,000 birr with at most 6 decimals, exactly', () => {
    expect(parseEtbPerUsd(' 57 ')).toEqual({ ok: true, value: '57.0000' });
    expect(parseEtbPerUsd('55.123456')).toEqual({ ok: true, value: '55.123456' });
    expect(parseEtbPerUsd('55.1234000')).toEqual({ ok: true, value: '55.1234' });
    expect(parseEtbPerUsd('1')).toEqual({ ok: true, value: '1.0000' });
    expect(parseEtbPerUsd('10000')).toEqual({ ok: true, value: '10000.0000' });
  });

  it('names what is wrong', () => {
    for (const text of ['', 'abc', '57,5', '-5', '+5', '1e3', '.5', '57.', '5 7'])
      expect(parseEtbPerUsd(text), text).toEqual({ ok: false, problem: 'invalid' });
    expect(parseEtbPerUsd('57.1234567')).toEqual({ ok: false, problem: 'tooPrecise' });
    expect(parseEtbPerUsd('0.999999')).toEqual({ ok: false, problem: 'outOfRange' });
    expect(parseEtbPerUsd('10000.000001')).toEqual({ ok: false, problem: 'outOfRange' });
  });
});

describe('formatEtbPerUsd', () => {
  it('shows 4 to 6 decimals', () => {
    expect(formatEtbPerUsd('57.000000')).toBe('57.0000');
    expect(formatEtbPerUsd('156.4')).toBe('156.4000');
    expect(formatEtbPerUsd('55.123450')).toBe('55.12345');
    expect(formatEtbPerUsd('not a rate')).toBe('not a rate');
  });
});

describe('etbMinorOfUsd', () => {
  it('converts cents to santim exactly, rounding half up', () => {
    expect(etbMinorOfUsd(100, '55.123456')).toBe(5512);
    expect(etbMinorOfUsd(100, '55.125')).toBe(5513);
    expect(etbMinorOfUsd(2_345, '57.1235')).toBe(133_955);
    // In floats 50 * 4.35 is 217.49999999999997, which Math.round takes down to 217.
    expect(etbMinorOfUsd(50, '4.35')).toBe(218);
    expect(etbMinorOfUsd(1_000_000_000, '10000')).toBe(10_000_000_000_000);
  });

  it('refuses what is not a rate or an amount', () => {
    expect(() => etbMinorOfUsd(1, 'x')).toThrow(RangeError);
    expect(() => etbMinorOfUsd(1.5, '57')).toThrow(RangeError);
  });
});
