import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPositiveId, parsePositiveId, POSITIVE_ID_MAX } from './positive-id.ts';

describe('parsePositiveId', () => {
  it('reads 1 … 2147483647 written in plain digits', () => {
    expect(parsePositiveId('1')).toBe(1);
    expect(parsePositiveId('12')).toBe(12);
    expect(parsePositiveId('2147483647')).toBe(POSITIVE_ID_MAX);
  });

  it('reads leading zeros as the number, up to 10 characters', () => {
    expect(parsePositiveId('01')).toBe(1);
    expect(parsePositiveId('0000000012')).toBe(12);
    expect(parsePositiveId('00000000012')).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['zeros', '000'],
    ['a negative', '-1'],
    ['a plus sign', '+1'],
    ['a fraction', '1.0'],
    ['an exponent', '1e3'],
    ['hexadecimal', '0x10'],
    ['spaces', ' 12'],
    ['a trailing space', '12 '],
    ['a newline', '12\n'],
    ['16 digits', '1234567890123456'],
    ['above the id column', '2147483648'],
    ['10 nines', '9999999999'],
    ['Arabic-Indic digits', '١٢'],
    ['Ethiopic numerals', '፲፪'],
    ['full-width digits', '１２'],
    ['Infinity', 'Infinity'],
    ['a word', 'abc'],
  ])('refuses %s', (_name, text) => {
    expect(parsePositiveId(text)).toBeUndefined();
  });

  it('refuses null and undefined', () => {
    expect(parsePositiveId(null)).toBeUndefined();
    expect(parsePositiveId(undefined)).toBeUndefined();
  });

  it('reads back every id it is given in decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: POSITIVE_ID_MAX }), (id) => {
        expect(parsePositiveId(String(id))).toBe(id);
      }),
    );
  });

  it('answers an id only for text of digits whose value is an id', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const id = parsePositiveId(text);
        const digits = /^\d{1,10}$/.test(text);
        expect(id !== undefined).toBe(digits && isPositiveId(Number(text)));
      }),
    );
  });
});

describe('isPositiveId', () => {
  it('is true for whole numbers 1 … 2147483647 only', () => {
    expect(isPositiveId(1)).toBe(true);
    expect(isPositiveId(POSITIVE_ID_MAX)).toBe(true);
    for (const value of [0, -1, 1.5, POSITIVE_ID_MAX + 1, 2 ** 53 + 1, Number.NaN, Infinity, '1', null]) {
      expect(isPositiveId(value), String(value)).toBe(false);
    }
  });
});
