/** How many questions one client (IP address) may send per window. */
export interface HelpRateLimit {
  max: number;
  windowMs: number;
}

/** 5 questions per 10 minutes: enough for a person with follow-ups, too few to flood the team's inbox. */
export const DEFAULT_HELP_RATE_LIMIT: HelpRateLimit = { max: 5, windowMs: 10 * 60_000 };

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
 * Reads `LOMI_HELP_RATE_LIMIT_MAX` and `LOMI_HELP_RATE_LIMIT_WINDOW_MS` (see packages/server/README.md,
 * "Environment"); a malformed value throws at start rather than silently disabling the limit.
 */
export function readHelpRateLimit(env: NodeJS.ProcessEnv = process.env): HelpRateLimit {
  return {
    max: positiveInteger(env, 'LOMI_HELP_RATE_LIMIT_MAX', DEFAULT_HELP_RATE_LIMIT.max),
    windowMs: positiveInteger(env, 'LOMI_HELP_RATE_LIMIT_WINDOW_MS', DEFAULT_HELP_RATE_LIMIT.windowMs),
  };
}
