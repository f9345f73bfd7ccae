/** Most minor units an amount may have: beyond this integers stop being exact in JavaScript. */
const MAX_MINOR = Number.MAX_SAFE_INTEGER;

/**
 * What the amount field keeps of what was typed: digits and one decimal point with at most two decimals
 * (a comma typed as the decimal point counts as one; spaces and other characters are dropped).
 */
export function sanitizeAmountInput(raw: string): string {
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  const whole = cleaned.slice(0, point);
  const fraction = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${fraction}`;
}

/**
 * Converts an amount typed in major units (`"150"`, `"150.5"`, `"0.75"`) to integer minor units
 * (`15000`, `15050`, `75`) by reading the digits as text, never through floating point, so `"0.29"` is
 * exactly 29 and not 28.999…. Returns `null` for anything that is not a plain non-negative amount with at
 * most two decimals.
 */
export function parseAmountToMinor(text: string): number | null {
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const minor = Number(`${whole || '0'}${fraction.padEnd(2, '0')}`);
  return Number.isSafeInteger(minor) && minor <= MAX_MINOR ? minor : null;
}
