import { PROCESSING_FEE_BASIS_POINTS } from '@lomi/core';

/**
 * The processing fee of §1 for a donation of `amountMinor`: {@link PROCESSING_FEE_BASIS_POINTS} of it,
 * rounded half up to a whole minor unit, in integers only (amounts are capped far below 2^53 / 10 000).
 */
export function processingFeeMinor(amountMinor: number): number {
  return Math.floor((amountMinor * PROCESSING_FEE_BASIS_POINTS + 5_000) / 10_000);
}
