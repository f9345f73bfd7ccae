import { describe, expect, it } from 'vitest';
import { parseAmountToMinor, sanitizeAmountInput } from './amount-input.ts';

describe('sanitizeAmountInput', () => {
  it('keeps digits and one decimal point with two decimals at most', () => {
    expect(sanitizeAmountInput('1 500')).toBe('1500');
    expect(sanitizeAmountInput('12.345')).toBe('12.34');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('12,5')).toBe('12.5');
    expect(sanitizeAmountInput('ETB -40')).toBe('40');
    expect(sanitizeAmountInput('.')).toBe('.');
  });
});

describe('parseAmountToMinor', () => {
  it('converts major units to integer minor units', () => {
    expect(parseAmountToMinor('150')).toBe(15_000);
    expect(parseAmountToMinor('150.5')).toBe(15_050);
    expect(parseAmountToMinor('150.05')).toBe(15_005);
    expect(parseAmountToMinor('.75')).toBe(75);
    expect(parseAmountToMinor('3.')).toBe(300);
    expect(parseAmountToMinor(' 0 ')).toBe(0);
  });

  it('is exact where floating point is not', () => {
    // 0.29 * 100 and 1.15 * 100 are 28.999999999999996 and 114.99999999999999 in floating point.
    expect(parseAmountToMinor('0.29')).toBe(29);
    expect(parseAmountToMinor('1.15')).toBe(115);
    expect(parseAmountToMinor('19999999.99')).toBe(1_999_999_999);
  });

  it('rejects text that is not an amount', () => {
    for (const text of ['', '.', '1.234', '-5', '1e3', '12a', '1,5', '99999999999999999']) {
      expect(parseAmountToMinor(text), text).toBeNull();
    }
  });
});
