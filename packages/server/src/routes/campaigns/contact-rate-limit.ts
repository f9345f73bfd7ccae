import { readClientRateLimit, type ClientRateLimit } from '../../http/client-rate-limit.ts';

/** How many messages to organizers one client (IP address) may send per window. */
export type ContactRateLimit = ClientRateLimit;

/** 5 messages per 10 minutes: enough to write to a few organizers, too few to flood one's notifications. */
export const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { max: 5, windowMs: 10 * 60_000 };

/** Reads `LOMI_CONTACT_RATE_LIMIT_MAX` and `LOMI_CONTACT_RATE_LIMIT_WINDOW_MS`; a malformed value throws at start. */
export const readContactRateLimit = (env: NodeJS.ProcessEnv = process.env): ContactRateLimit =>
  readClientRateLimit(env, 'LOMI_CONTACT_RATE_LIMIT', DEFAULT_CONTACT_RATE_LIMIT);
