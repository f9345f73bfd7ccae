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
