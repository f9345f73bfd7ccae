import { EMAIL_MAX_LENGTH, isValidEmail } from '@lomi/core';
import { z } from 'zod';

/** What every e-mail field answers when refused, too long or malformed alike (as the site's forms say). */
export const INVALID_EMAIL = 'Invalid Email Address';

/**
 * The one e-mail rule of every request body (sign-up, profile edits, messages to organizers, help questions,
 * reports, donations): `text` (a string schema, usually trimming) of at most `EMAIL_MAX_LENGTH` characters,
 * then `isValidEmail` of @lomi/core, the rule the site's forms use. The length check aborts, so a value that
 * fails it never reaches the pattern: zod runs later checks after a failed one unless told not to, and that
 * is how a 200 kB address once kept the server busy for minutes.
 */
export function emailAddress(text: z.ZodString = z.string({ error: 'must be text' }).trim()) {
  return text
    .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL, abort: true })
    .refine(isValidEmail, INVALID_EMAIL);
}

/** An optional e-mail address: empty text, `null` or none at all mean no address (`null`). */
export const optionalEmailAddress = z
  .union([z.literal(''), z.null(), emailAddress()], { error: INVALID_EMAIL })
  .optional()
  .transform((value) => value || null);
