/** The defined values of `values` as query-string text; undefined ones are left out. */
export function queryParams(values: Record<string, string | number | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params[key] = String(value);
  }
  return params;
}
