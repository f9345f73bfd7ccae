import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 of the endpoint, body and signed-in donor (null for a visitor): what an Idempotency-Key is bound to.
 * A visitor's hash is the same as before donors were part of it, so keys stored then still match.
 */
export function requestHash(route: string, body: unknown, donorUserId: number | null = null): string {
  const hash = createHash('sha256').update(route).update('\n').update(canonicalJson(body));
  if (donorUserId !== null) hash.update(`\nuser:${donorUserId}`);
  return hash.digest('hex');
}
