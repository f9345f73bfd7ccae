import { describe, expect, it } from 'vitest';
import { etbMinorAtRate, payoutAmount } from '../../src/withdrawals/payouts/payout-amount.ts';

// A USD withdrawal is paid in ETB at the rate in force: exact integers, a half santim to the even santim.
describe('payout amounts', () => {
  it('converts exactly and rounds half to even', () => {
    expect(etbMinorAtRate(2, '0.25')).toBe(0);
    expect(etbMinorAtRate(6, '0.25')).toBe(2);
    expect(etbMinorAtRate(10, '0.25')).toBe(2);
    expect(etbMinorAtRate(14, '0.25')).toBe(4);
    expect(etbMinorAtRate(1, '57.6')).toBe(58);
    expect(etbMinorAtRate(1, '57.4')).toBe(57);
    expect(etbMinorAtRate(1_950, '120.125000')).toBe(234_244);
    // 0.1 + 0.2 is not 0.3 in floats; here it is exact.
    expect(etbMinorAtRate(3, '0.100001')).toBe(0);
    expect(etbMinorAtRate(900_000_000_000, '155.123457')).toBe(139_611_111_300_000);
  });

  it('refuses what is not a rate or an amount', () => {
    expect(() => etbMinorAtRate(1, 'abc')).toThrow(RangeError);
    expect(() => etbMinorAtRate(1, '1.1234567')).toThrow(RangeError);
    expect(() => etbMinorAtRate(1, '0')).toThrow(RangeError);
    expect(() => etbMinorAtRate(-1, '1')).toThrow(RangeError);
    expect(() => etbMinorAtRate(0.5, '1')).toThrow(RangeError);
  });

  it('pays ETB as it is and USD at the rate, or not without one', () => {
    expect(payoutAmount(97_500, 'ETB', undefined)).toEqual({ amountMinor: 97_500, etbPerUnit: null });
    expect(payoutAmount(100, 'USD', '57.5')).toEqual({ amountMinor: 5_750, etbPerUnit: '57.5' });
    expect(payoutAmount(100, 'USD', undefined)).toBe('no-rate');
  });
});
