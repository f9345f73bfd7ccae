/** One value an action changed: its name (empty for a whole value), before and after. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry's `before` and `after` say changed, readable: for two records (or one and nothing), one
 * line per field that differs, in the order the fields first appear (the unchanged ones left out unless
 * nothing differs); otherwise one line for the whole value.
 */
export function describeChanges(before: unknown, after: unknown): AuditChange[] {
  if (before == null && after == null) return [];
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null)) {
    const from = before ?? {};
    const to = after ?? {};
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    const changed = fields.filter((field) => !same(from[field], to[field]));
    return (changed.length > 0 ? changed : fields).map((field) => ({
      field,
      before: from[field],
      after: to[field],
    }));
  }
  return [{ field: '', before, after }];
}

/** A value of a change as text: strings as they are, nothing as `empty`, anything else as JSON. */
export function changeValueText(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
