import { readClientRateLimit, type ClientRateLimit } from '../../http/client-rate-limit.ts';

/** How many questions one client (IP address) may send per window. */
export type HelpRateLimit = ClientRateLimit;

/** 5 questions per 10 minutes: enough for a person with follow-ups, too few to flood the team's inbox. */
export const DEFAULT_HELP_RATE_LIMIT: HelpRateLimit = { max: 5, windowMs: 10 * 60_000 };

/** Reads `LOMI_HELP_RATE_LIMIT_MAX` and `LOMI_HELP_RATE_LIMIT_WINDOW_MS`; a malformed value throws at start. */
export const readHelpRateLimit = (env: NodeJS.ProcessEnv = process.env): HelpRateLimit =>
  readClientRateLimit(env, 'LOMI_HELP_RATE_LIMIT', DEFAULT_HELP_RATE_LIMIT);
