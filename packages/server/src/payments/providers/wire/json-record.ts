/** A JSON object as received from a provider: every field is checked before use. */
export type JsonRecord = Record<string, unknown>;

/** Narrows a parsed JSON value to an object (not an array, not null). */
export function isJsonRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field that must be a non-empty string, else `null`. */
export function stringField(record: JsonRecord, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
