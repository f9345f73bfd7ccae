import { describe, expect, it } from 'vitest';
import { jsonDecimal } from '../../../../src/payments/providers/wire/json-decimal.ts';

describe('two-decimal JSON numbers', () => {
  it('prints the digits given, trailing zero included', () => {
    expect(JSON.stringify({ amount: jsonDecimal('100.50') })).toBe('{"amount":100.50}');
    expect(JSON.stringify({ amount: jsonDecimal('0.10') })).toBe('{"amount":0.10}');
    expect(JSON.parse(JSON.stringify({ amount: jsonDecimal('1234567.89') }))).toEqual({ amount: 1234567.89 });
  });

  it.each(['100.5', '1e2', '-1.00', '100'])('refuses %s', (text) => {
    expect(() => jsonDecimal(text)).toThrow(RangeError);
  });
});
