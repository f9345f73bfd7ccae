/** How many reports one client (IP address) may send per window. */
export interface ReportRateLimit {
  max: number;
  windowMs: number;
}

/** 5 reports per 10 minutes: plenty for a person, too few to flood the moderators' queue. */
export const DEFAULT_REPORT_RATE_LIMIT: ReportRateLimit = { max: 5, windowMs: 10 * 60_000 };

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
 * Reads `LOMI_REPORT_RATE_LIMIT_MAX` and `LOMI_REPORT_RATE_LIMIT_WINDOW_MS` (see packages/server/README.md,
 * "Environment"); a malformed value throws at start rather than silently disabling the limit.
 */
export function readReportRateLimit(env: NodeJS.ProcessEnv = process.env): ReportRateLimit {
  return {
    max: positiveInteger(env, 'LOMI_REPORT_RATE_LIMIT_MAX', DEFAULT_REPORT_RATE_LIMIT.max),
    windowMs: positiveInteger(env, 'LOMI_REPORT_RATE_LIMIT_WINDOW_MS', DEFAULT_REPORT_RATE_LIMIT.windowMs),
  };
}
