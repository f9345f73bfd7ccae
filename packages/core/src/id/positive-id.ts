/** The largest id: PostgreSQL's `integer` (int4), the type of every id column. No row can have a larger one. */
export const POSITIVE_ID_MAX = 2_147_483_647;

/**
 * Longest id text read: `POSITIVE_ID_MAX` has 10 digits. A longer text (leading zeros included) is refused
 * before it is read, so `0000000000000001` and 16-digit numbers alike are not ids.
 */
const ID_TEXT_MAX_LENGTH = 10;

/**
 * The shape of an id text as a JSON Schema `pattern`, for API documents and schema-driven test data only (the
 * range is not in it); code reads ids with {@link parsePositiveId}.
 */
export const POSITIVE_ID_PATTERN = `^\\d{1,${ID_TEXT_MAX_LENGTH}}$`;

/** True for a whole number 1 … {@link POSITIVE_ID_MAX}: the id of a campaign, organization or any other row. */
export function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= POSITIVE_ID_MAX;
}

/**
 * The id written in `text` (an address, an attribute, a query parameter, storage), or undefined: at most 10
 * ASCII digits naming 1 … {@link POSITIVE_ID_MAX}. A sign (`+1`, `-1`), a fraction or exponent (`1.0`, `1e3`),
 * spaces, `0` and anything above the id column are refused; leading zeros (`01`) are read as the number,
 * as the server has always read them. Server, site, React and elements all read ids with this one rule.
 */
export function parsePositiveId(text: string | null | undefined): number | undefined {
  if (!text || text.length > ID_TEXT_MAX_LENGTH) return undefined;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return undefined;
  }
  const id = Number(text);
  return isPositiveId(id) ? id : undefined;
}
