/**
 * Conversions between our integer minor units and the decimal major-unit amounts that Chapa v1 and LakiPay put
 * on the wire ("100.50"). Both directions go through strings and BigInt so no float ever touches money.
 */

const decimalAmount = /^(\d+)(?:\.(\d+))?$/;

/** Formats integer minor units as a two-decimal major-unit string: 10050 -> "100.50". */
export function minorToMajorString(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Amount must be a non-negative integer of minor units, got ${amountMinor}`);
  }
  const minor = BigInt(amountMinor);
  return `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
}

/**
 * Parses a provider's major-unit amount (a decimal string, or a JSON number as the provider printed it) into
 * integer minor units: "100.5" -> 10050. Throws on anything that is not an exact amount of cents (negative,
 * exponent notation, a third non-zero decimal), so a malformed answer can never be credited as some other sum.
 */
export function majorToMinor(amount: string | number): number {
  // A JSON number is printed back in its shortest round-trip form, which is the decimal the provider sent.
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = decimalAmount.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(amount)}`);
  const [, whole = '0', fraction = ''] = match;
  const significant = fraction.replace(/(?<!0)0+$/, '');
  if (significant.length > 2) throw new RangeError(`Amount has more than two decimals: ${text}`);
  const minor = BigInt(whole) * 100n + BigInt(significant.padEnd(2, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount is too large: ${text}`);
  return Number(minor);
}
