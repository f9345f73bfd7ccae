import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats ETB minor units with thousands separators and two decimals', () => {
    expect(formatMoney(1_234_550, 'ETB', 'en')).toBe('ETB\u00a012,345.50');
    expect(formatMoney(1_234_550, 'ETB', 'am')).toBe('ብር\u00a012,345.50');
  });

  it('formats USD minor units', () => {
    expect(formatMoney(1_234_550, 'USD', 'en')).toBe('$12,345.50');
    expect(formatMoney(1_234_550, 'USD', 'am')).toBe('US$12,345.50');
  });

  it('keeps every santim of large amounts exact', () => {
    expect(formatMoney(900_719_925_474_099, 'ETB', 'en')).toBe('ETB\u00a09,007,199,254,740.99');
    expect(formatMoney(1_000_000_001, 'ETB', 'en')).toBe('ETB\u00a010,000,000.01');
  });

  it('formats zero, single santims and negative amounts', () => {
    expect(formatMoney(0, 'ETB', 'en')).toBe('ETB\u00a00.00');
    expect(formatMoney(7, 'ETB', 'en')).toBe('ETB\u00a00.07');
    expect(formatMoney(-5, 'ETB', 'am')).toBe('-ብር\u00a00.05');
  });

  it('refuses floats, because amounts are always integer minor units', () => {
    expect(() => formatMoney(12.5, 'ETB', 'en')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'USD', 'en')).toThrow(/integer minor units/);
  });
});
