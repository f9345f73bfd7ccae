import type { Currency } from '@lomi/core';

// §1: donations are deposited in ETB, so every payout is in ETB. A USD withdrawal is paid at the console's
// USD → ETB rate in force when the operator presses Pay (issue 14 #8), and that rate is recorded on the
// attempt. Exact integer arithmetic over the rate's decimal text; a half santim rounds to the even santim
// (banker's rounding: over many payouts, no drift either way).

const RATE = /^(\d{1,8})(?:\.(\d{1,6}))?$/;
const SCALE = 1_000_000n;

/** `etbPerUnit` ("57.123456") in millionths of a birr; throws for text that is not such a rate. */
function rateMicro(etbPerUnit: string): bigint {
  const match = RATE.exec(etbPerUnit.trim());
  if (!match) throw new RangeError(`${etbPerUnit} is not an exchange rate.`);
  const micro = BigInt(match[1]!) * SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
  if (micro <= 0n) throw new RangeError(`${etbPerUnit} is not an exchange rate.`);
  return micro;
}

/**
 * ETB santim of `usdMinor` cents at `etbPerUnit` birr per dollar, rounded half to even: 2 cents at "0.25"
 * are 0.5 santim → 0, 6 cents are 1.5 → 2, 10 cents are 2.5 → 2; 1 cent at "57.6" is 57.6 → 58.
 */
export function etbMinorAtRate(usdMinor: number, etbPerUnit: string): number {
  if (!Number.isSafeInteger(usdMinor) || usdMinor < 0) {
    throw new RangeError(`${usdMinor} is not an amount in minor units.`);
  }
  const exact = BigInt(usdMinor) * rateMicro(etbPerUnit);
  const whole = exact / SCALE;
  const rest = exact % SCALE;
  const half = SCALE / 2n;
  const up = rest > half || (rest === half && whole % 2n === 1n);
  return Number(up ? whole + 1n : whole);
}

/** What a payout of a withdrawal of `amountMinor` `currency` sends, in ETB santim, and at which rate. */
export function payoutAmount(
  amountMinor: number,
  currency: Currency,
  etbPerUsd: string | undefined,
): { amountMinor: number; etbPerUnit: string | null } | 'no-rate' {
  if (currency === 'ETB') return { amountMinor, etbPerUnit: null };
  if (etbPerUsd === undefined) return 'no-rate';
  return { amountMinor: etbMinorAtRate(amountMinor, etbPerUsd), etbPerUnit: etbPerUsd };
}
