import { readClientRateLimit, type ClientRateLimit } from '../../http/client-rate-limit.ts';

/** How many reports one client (IP address) may send per window. */
export type ReportRateLimit = ClientRateLimit;

/** 5 reports per 10 minutes: plenty for a person, too few to flood the moderators' queue. */
export const DEFAULT_REPORT_RATE_LIMIT: ReportRateLimit = { max: 5, windowMs: 10 * 60_000 };

/** Reads `LOMI_REPORT_RATE_LIMIT_MAX` and `LOMI_REPORT_RATE_LIMIT_WINDOW_MS`; a malformed value throws at start. */
export const readReportRateLimit = (env: NodeJS.ProcessEnv = process.env): ReportRateLimit =>
  readClientRateLimit(env, 'LOMI_REPORT_RATE_LIMIT', DEFAULT_REPORT_RATE_LIMIT);
