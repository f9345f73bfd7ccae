const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Joins an API path onto a base URL. The base may be absolute (`https://lomi.et`) or empty (same origin);
 * a path that already carries a scheme (`https:`, `data:`) is returned unchanged.
 */
export function joinURL(baseURL: string, path: string): string {
  if (HAS_SCHEME.test(path)) return path;
  const base = baseURL.endsWith('/') ? baseURL.slice(0, -1) : baseURL;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
