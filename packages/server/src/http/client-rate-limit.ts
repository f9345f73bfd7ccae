/** How many requests one client (IP address) may send to a route per window. */
export interface ClientRateLimit {
  max: number;
  windowMs: number;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, got "${raw}".`);
  }
  return value;
}

/**
 * Reads `<prefix>_MAX` and `<prefix>_WINDOW_MS` (documented in packages/server/README.md), falling back to
 * `defaults`; a malformed value throws at start rather than silently disabling the limit.
 */
export function readClientRateLimit(
  env: NodeJS.ProcessEnv,
  prefix: string,
  defaults: ClientRateLimit,
): ClientRateLimit {
  return {
    max: positiveInteger(env, `${prefix}_MAX`, defaults.max),
    windowMs: positiveInteger(env, `${prefix}_WINDOW_MS`, defaults.windowMs),
  };
}
