export { EMAIL_MAX_LENGTH, isValidEmail } from './email-address.ts';
export { isValidPersonName } from './person-name.ts';
export {
  INTERNATIONAL_PHONE_PATTERNS,
  isValidInternationalPhone,
  isValidLocalPhone,
  parseInternationalPhone,
  sanitizePhoneInput,
  toInternationalPhone,
  type PhonePlusSign,
} from './phone-number.ts';
