import {
  isValidPersonName,
  isValidUsername,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@lomi/core';
import { z } from 'zod';
import { emailAddress, INVALID_EMAIL } from '../../http/email-address-field.ts';
import { phoneNumberField } from '../../http/phone-number-field.ts';

// §5 helpers on the server: e-mail pattern, first/last name letters only, username letters and digits
// only, full name letters and spaces only (names in any script, with the joiners real names need: see
// isValidPersonName). Texts are trimmed before checking. The lengths and the username rule are @lomi/core's,
// the ones the site's forms check (PASSWORD_MAX_LENGTH also caps what scrypt is asked to hash). Each length
// check aborts: a pattern never runs on a value already refused for its length.

export const username = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'Please enter a username.')
  .max(USERNAME_MAX_LENGTH, { error: `must be at most ${USERNAME_MAX_LENGTH} characters`, abort: true })
  .refine(isValidUsername, 'Username can only contain letters and digits.');

export const email = emailAddress();

/** An e-mail address, or empty/null to remove it. */
export const optionalEmail = z
  .union([z.literal(''), z.null(), email], { error: INVALID_EMAIL })
  .transform((value) => value || null);

/** A first or last name: letters only, or empty. */
export const namePart = (label: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(150, { error: 'must be at most 150 characters', abort: true })
    .refine((value) => value === '' || isValidPersonName(value), `${label} can only contain letters.`);

/** A full name: letters and spaces only, or empty. */
export const fullName = z
  .string({ error: 'must be text' })
  .trim()
  .max(255, { error: 'must be at most 255 characters', abort: true })
  .refine(
    (value) => value === '' || isValidPersonName(value),
    'Full name can only contain letters and spaces.',
  );

/** A new password. */
export const password = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

/** A password being checked (never length-checked: old accounts may predate the rules). */
export const passwordAttempt = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

/** §5 "Password Doesn't Match", for a repeated password. */
export const PASSWORD_MISMATCH = "Password Doesn't Match";

/** `251` + 9 digits, as §3 sends phone numbers. */
export const phoneNumber = phoneNumberField(
  'Enter a valid 9-digit phone number',
  'refused',
  z.string({ error: 'Enter a valid 9-digit phone number' }).trim(),
);

/** The `+251…` form kept on profiles. */
export const toE164 = (phone: string) => `+${phone}`;
