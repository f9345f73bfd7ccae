import {
  DONATION_MAX_MINOR,
  DONOR_NAME_MAX_LENGTH,
  DONOR_NAME_PART_MAX_LENGTH,
  isValidPersonName,
} from '@lomi/core';
import { z } from 'zod';
import { databaseIdOrDigits } from '../../http/database-id.ts';
import { optionalEmailAddress } from '../../http/email-address-field.ts';
import { phoneNumberField } from '../../http/phone-number-field.ts';

// Field rules shared by the donation endpoints (§5 on the server). Amounts are integer minor units.

const wholeNumberMessage = 'must be a whole number of minor units (santim or cents), e.g. 10000 for 100.00';

/** A whole number given as a JSON number or a string of digits (the card request's metadata is strings). */
const wholeNumber = (message: string) =>
  z.union(
    [
      z.number({ error: message }).int({ error: message }),
      z
        .string()
        .regex(/^\d{1,12}$/, message)
        .transform(Number),
    ],
    { error: message },
  );

/** A donation amount: above 0 and at most {@link DONATION_MAX_MINOR}. */
export const amountMinor = wholeNumber(wholeNumberMessage).pipe(
  z
    .number()
    .min(1, 'must be above 0')
    .max(DONATION_MAX_MINOR, `must be at most ${DONATION_MAX_MINOR} minor units`),
);

/** An optional tip: 0 or more, at most {@link DONATION_MAX_MINOR}. */
export const tipMinor = z
  .union([wholeNumber(wholeNumberMessage), z.literal('').transform(() => 0), z.null().transform(() => 0)])
  .pipe(z.number().min(0).max(DONATION_MAX_MINOR, `must be at most ${DONATION_MAX_MINOR} minor units`))
  .optional()
  .transform((value) => value ?? 0);

/** A campaign id (a JSON number or a string of digits). */
export const campaignId = databaseIdOrDigits('must be a campaign id (a whole number)');

/** `251` + 9 digits, as §3 sends it. */
export const phoneNumber = phoneNumberField('Enter a valid 9-digit phone number (251 followed by 9 digits)');

/** A yes/no flag, also accepted as "true"/"false" (card metadata values are strings). */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'must be true or false',
  })
  .optional()
  .transform((value) => value ?? false);

/** Free text the fundraiser reads. */
export const message = z
  .string({ error: 'must be text' })
  .max(1000, 'must be at most 1000 characters')
  .nullish()
  .transform((value) => value?.trim() ?? '');

/** Free text of at most `max` characters: trimmed, empty meaning absent. */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => value?.trim() || undefined);

/** The message when a name holds more than letters (the donate dialog's and wizard's own words). */
export const NAME_LETTERS_ONLY =
  "Use letters only. A space, hyphen (-), apostrophe (') or slash (as in G/Medhin) may separate parts of a name.";

const lettersOnly = (value: string | undefined) => value === undefined || isValidPersonName(value);

/**
 * A first or last name (§5 "letters only"), at most {@link DONOR_NAME_PART_MAX_LENGTH} characters, as the
 * wizard's inputs allow: when given it passes `isValidPersonName` of `@lomi/core`, the wizard's own rule, so
 * letters of any script (Amharic and Latin alike).
 */
export const personName = optionalText(DONOR_NAME_PART_MAX_LENGTH).refine(lettersOnly, NAME_LETTERS_ONLY);

/**
 * A first or last name split from the dialog's full name (the card request): the same letters rule, at most
 * {@link DONOR_NAME_MAX_LENGTH} characters as the dialog's full name is; the card schema checks that the
 * two joined still fit.
 */
export const splitPersonName = optionalText(DONOR_NAME_MAX_LENGTH).refine(lettersOnly, NAME_LETTERS_ONLY);

/**
 * The dialog's full name (§5 "full name letters and spaces only"): at most {@link DONOR_NAME_MAX_LENGTH}
 * characters, `null` when empty, and letters of any script joined by spaces — plus the hyphen, apostrophe
 * and slash of real names (`ወ/ማርያም`, `G/Medhin`), as `isValidPersonName` documents.
 */
export const fullName = optionalText(DONOR_NAME_MAX_LENGTH)
  .refine(lettersOnly, NAME_LETTERS_ONLY)
  .transform((value) => value ?? null);

/**
 * The donor's language (§1 `lang`), so a hosted checkout and the success or canceled page it returns to speak
 * it; `en` when not sent.
 */
export const locale = z
  .enum(['en', 'am'], { error: 'must be en or am' })
  .optional()
  .transform((value) => value ?? 'en');

/** An optional e-mail address, by the rule the wizard checks it with (`isValidEmail` of @lomi/core). */
export const email = optionalEmailAddress;

/** The message when a name is missing and the gift is not anonymous. */
export const NAME_REQUIRED = 'Enter your full name, or choose to donate anonymously.';
