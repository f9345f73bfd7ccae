// How many bytes a request body may have, by what it carries (security review finding #1: with Fastify's
// 1 MiB default, one form post could carry an e-mail address 4,000 times longer than any form keeps). A
// larger body is refused with 413 before it is read or parsed.

/**
 * Every route's default: a JSON form. The largest form (a 2,000-character message with its name and e-mail
 * address) needs under 15 kB even with every character written as a `\uXXXX` escape.
 */
export const FORM_BODY_LIMIT = 32 * 1024;

/**
 * `PATCH /campaign/update/{id}` as JSON: a 10,000-character story and its title, every character escaped
 * (the multipart form of the same call is bounded per field by its own parser's limits).
 */
export const CAMPAIGN_UPDATE_BODY_LIMIT = 128 * 1024;
