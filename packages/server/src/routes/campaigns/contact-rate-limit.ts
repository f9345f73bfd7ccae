/** How many messages to organizers one client (IP address) may send per window. */
export interface ContactRateLimit {
  max: number;
  windowMs: number;
}

/** 5 messages per 10 minutes: enough to write to a few organizers, too few to flood one's notifications. */
export const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { max: 5, windowMs: 10 * 60_000 };

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
 * Reads `LOMI_CONTACT_RATE_LIMIT_MAX` and `LOMI_CONTACT_RATE_LIMIT_WINDOW_MS` (packages/server/README.md);
 * a malformed value throws at start rather than silently disabling the limit.
 */
export function readContactRateLimit(env: NodeJS.ProcessEnv = process.env): ContactRateLimit {
  return {
    max: positiveInteger(env, 'LOMI_CONTACT_RATE_LIMIT_MAX', DEFAULT_CONTACT_RATE_LIMIT.max),
    windowMs: positiveInteger(env, 'LOMI_CONTACT_RATE_LIMIT_WINDOW_MS', DEFAULT_CONTACT_RATE_LIMIT.windowMs),
  };
}
