declare global {
  interface JSON {
    /** ES2025 "JSON.parse source text access" (Node >= 21): a value JSON.stringify prints verbatim. */
    rawJSON(text: string): unknown;
  }
}

/**
 * A decimal amount that serialises as a JSON number with exactly the given digits (`100.50`, not `100.5`), for
 * providers that document "a decimal with 2 decimal places" as a JSON number. No float is involved.
 */
export function jsonDecimal(decimal: string): unknown {
  if (!/^\d+\.\d{2}$/.test(decimal)) throw new RangeError(`Not a two-decimal amount: ${decimal}`);
  return JSON.rawJSON(decimal);
}
