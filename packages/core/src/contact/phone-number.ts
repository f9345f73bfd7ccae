import { PHONE_COUNTRY_CODE, PHONE_LOCAL_DIGITS } from '../constants/constants.ts';

/**
 * What the phone field keeps of what was typed or pasted (§5): digits only, at most 9. The field shows the
 * `+251` prefix beside it, so a pasted `+251 911 22 33 44` or `0911223344` is reduced to the local number.
 */
export function sanitizePhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > PHONE_LOCAL_DIGITS && digits.startsWith(PHONE_COUNTRY_CODE)) {
    digits = digits.slice(PHONE_COUNTRY_CODE.length);
  } else if (digits.length > PHONE_LOCAL_DIGITS && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return digits.slice(0, PHONE_LOCAL_DIGITS);
}

const LOCAL_DIGITS = new RegExp(`^\\d{${PHONE_LOCAL_DIGITS}}$`);

/** True for exactly 9 digits, the Ethiopian number without its `+251` prefix. */
export function isValidLocalPhone(local: string): boolean {
  return local.length === PHONE_LOCAL_DIGITS && LOCAL_DIGITS.test(local);
}

/** The number as the API wants it: `251` followed by the 9 local digits. */
export function toInternationalPhone(local: string): string {
  if (!isValidLocalPhone(local)) {
    throw new RangeError(
      `A phone number needs exactly ${PHONE_LOCAL_DIGITS} digits after +251, got "${local}".`,
    );
  }
  return `${PHONE_COUNTRY_CODE}${local}`;
}

/**
 * Whether an international number may, must or must not start with `+`. The API takes `251…` in request bodies
 * and answers `+251…` (profiles, withdrawal accounts), so an endpoint that stores what it answers takes both.
 */
export type PhonePlusSign = 'refused' | 'optional' | 'required';

/**
 * The international form of an Ethiopian number, `251` and the 9 local digits (with a `+` in front as
 * `plusSign` allows), as the digits `251…` without the `+`; null for anything else (spaces, a leading 0, a
 * tenth digit). Every phone number the server reads goes through this one rule.
 */
export function parseInternationalPhone(text: string, plusSign: PhonePlusSign = 'refused'): string | null {
  const hasPlus = text.startsWith('+');
  if (hasPlus ? plusSign === 'refused' : plusSign === 'required') return null;
  const digits = hasPlus ? text.slice(1) : text;
  const local = digits.slice(PHONE_COUNTRY_CODE.length);
  return digits.startsWith(PHONE_COUNTRY_CODE) && isValidLocalPhone(local) ? digits : null;
}

/**
 * The same rule as a JSON Schema `pattern`, for API documents and schema-driven test data only; code checks
 * a number with {@link parseInternationalPhone}.
 */
export const INTERNATIONAL_PHONE_PATTERNS: Readonly<Record<PhonePlusSign, string>> = {
  refused: `^${PHONE_COUNTRY_CODE}\\d{${PHONE_LOCAL_DIGITS}}$`,
  optional: `^\\+?${PHONE_COUNTRY_CODE}\\d{${PHONE_LOCAL_DIGITS}}$`,
  required: `^\\+${PHONE_COUNTRY_CODE}\\d{${PHONE_LOCAL_DIGITS}}$`,
};

/** True for `251` and 9 digits (see {@link parseInternationalPhone} for the `+`). */
export function isValidInternationalPhone(text: string, plusSign: PhonePlusSign = 'refused'): boolean {
  return parseInternationalPhone(text, plusSign) !== null;
}
