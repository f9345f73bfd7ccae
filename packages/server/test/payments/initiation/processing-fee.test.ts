import { PROCESSING_FEE_BASIS_POINTS } from '@lomi/core';
import { describe, expect, it } from 'vitest';
import { processingFeeMinor } from '../../../src/payments/initiation/processing-fee.ts';

describe('processing fee', () => {
  it('is 2.5 % of the donation, rounded half up to a whole minor unit, in integers', () => {
    expect(PROCESSING_FEE_BASIS_POINTS).toBe(250);
    expect(processingFeeMinor(10_000)).toBe(250);
    expect(processingFeeMinor(1)).toBe(0);
    expect(processingFeeMinor(20)).toBe(1); // 0.5 rounds up
    expect(processingFeeMinor(19)).toBe(0); // 0.475 rounds down
    expect(processingFeeMinor(1_000_000_000)).toBe(25_000_000);
    expect(Number.isInteger(processingFeeMinor(123_457))).toBe(true);
  });
});
