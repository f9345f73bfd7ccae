import { INTERNATIONAL_PHONE_PATTERNS, isValidInternationalPhone, type PhonePlusSign } from '@lomi/core';
import { z } from 'zod';

/**
 * The one phone rule of every request: `251` and 9 digits by @lomi/core's `isValidInternationalPhone`, with a
 * `+` as `plusSign` allows (each endpoint keeps the forms it took before the rule moved to core), refused with
 * `message`. `text` is the string schema to start from (e.g. one that trims). The JSON Schema of the field
 * carries the same rule as a `pattern`, so the API document and the schema-driven fuzz test know it.
 */
export function phoneNumberField(
  message: string,
  plusSign: PhonePlusSign = 'refused',
  text: z.ZodString = z.string({ error: message }),
) {
  return text
    .refine((value) => isValidInternationalPhone(value, plusSign), message)
    .meta({ pattern: INTERNATIONAL_PHONE_PATTERNS[plusSign] });
}
