import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajorString } from '../../../../src/payments/providers/wire/major-units.ts';

describe('minor units to the wire and back', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [10050, '100.50'],
    [123456789, '1234567.89'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('formats %i minor units as %s and reads it back exactly', (minor, text) => {
    expect(minorToMajorString(minor)).toBe(text);
    expect(majorToMinor(text)).toBe(minor);
  });

  it('reads JSON numbers as the decimal the provider printed, without float drift', () => {
    expect(majorToMinor(0.3)).toBe(30);
    expect(majorToMinor(100.5)).toBe(10050);
    expect(majorToMinor(1.15)).toBe(115);
    expect(majorToMinor(4.35)).toBe(435);
    expect(majorToMinor(100)).toBe(10000);
  });

  it('accepts trailing zeros but not a third significant decimal', () => {
    expect(majorToMinor('10.5000')).toBe(1050);
    expect(majorToMinor('7')).toBe(700);
    expect(() => majorToMinor('1.005')).toThrow(RangeError);
  });

  it.each(['', '-1.00', '1e3', '1,000.00', '.5', 'abc', '12.'])('refuses %j', (text) => {
    expect(() => majorToMinor(text)).toThrow(RangeError);
  });

  it('refuses non-integer, negative and unsafe minor amounts', () => {
    expect(() => minorToMajorString(1.5)).toThrow(RangeError);
    expect(() => minorToMajorString(-1)).toThrow(RangeError);
    expect(() => minorToMajorString(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => majorToMinor('90071992547409.92')).toThrow(RangeError);
  });
});
