/** The lowest and highest USD → ETB rate the console accepts: a sanity range around any plausible rate. */
export const ETB_PER_USD_RANGE = { min: 1, max: 10_000 } as const;

/** Decimals a rate may carry (the database keeps `numeric(14, 6)`). */
export const ETB_PER_USD_DECIMALS = 6;

/** Why a typed rate is refused: not a plain decimal, more than 6 decimals, or outside 1–10,000. */
export type ExchangeRateProblem = 'invalid' | 'tooPrecise' | 'outOfRange';

const MICRO = 1_000_000n;

/**
 * Reads a typed USD → ETB rate (`"57"`, `"57.5"`, `" 55.123456 "`): digits with an optional point and at most
 * 6 decimals, between 1 and 10,000 birr per dollar. Answers the rate as text in its canonical form (see
 * {@link formatEtbPerUsd}), exact, never through a float; or the problem.
 */
export function parseEtbPerUsd(
  text: string,
): { ok: true; value: string } | { ok: false; problem: ExchangeRateProblem } {
  const micro = rateMicro(text);
  if (typeof micro === 'string') return { ok: false, problem: micro };
  if (micro < BigInt(ETB_PER_USD_RANGE.min) * MICRO || micro > BigInt(ETB_PER_USD_RANGE.max) * MICRO) {
    return { ok: false, problem: 'outOfRange' };
  }
  return { ok: true, value: microToText(micro) };
}

/**
 * A stored rate as the console shows it: trailing zeros dropped down to 4 decimals (`"57.000000"` →
 * `"57.0000"`, `"55.123400"` → `"55.1234"`, `"55.123456"` stays). Text that is not a rate is answered as it is.
 */
export function formatEtbPerUsd(text: string): string {
  const micro = rateMicro(text);
  return typeof micro === 'string' ? text : microToText(micro);
}

/**
 * The ETB value, in santim, of `usdMinor` cents at `etbPerUsd` birr per dollar (a rate's decimal text):
 * computed exactly in integers and rounded half up to the santim: 100 cents at `"55.123456"` are 5512.3456
 * santim → `5512`; at `"55.125"` 5512.5 → `5513`.
 */
export function etbMinorOfUsd(usdMinor: number, etbPerUsd: string): number {
  const micro = rateMicro(etbPerUsd);
  if (typeof micro === 'string') throw new RangeError(`${etbPerUsd} is not an exchange rate.`);
  if (!Number.isSafeInteger(usdMinor) || usdMinor < 0) {
    throw new RangeError(`${usdMinor} is not an amount in minor units.`);
  }
  return Number((BigInt(usdMinor) * micro + MICRO / 2n) / MICRO);
}

/** The rate in millionths of a birr, or why it is not a rate. Linear: one pattern without nested repeats. */
function rateMicro(text: string): bigint | 'invalid' | 'tooPrecise' {
  const trimmed = text.trim();
  if (trimmed.length > 32) return 'invalid';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return 'invalid';
  let decimals = match[2] ?? '';
  let end = decimals.length;
  while (end > 0 && decimals[end - 1] === '0') end -= 1;
  decimals = decimals.slice(0, end);
  if (decimals.length > ETB_PER_USD_DECIMALS) return 'tooPrecise';
  return BigInt(match[1]!) * MICRO + BigInt(decimals.padEnd(ETB_PER_USD_DECIMALS, '0'));
}

function microToText(micro: bigint): string {
  const whole = micro / MICRO;
  // Six digits, of which at most the last two are dropped when zero: always 4 to 6 decimals.
  const decimals = (micro % MICRO)
    .toString()
    .padStart(ETB_PER_USD_DECIMALS, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${decimals}`;
}
