export { EMAIL_MAX_LENGTH, isValidEmail } from './email-address.ts';
export { isValidPersonName } from './person-name.ts';
export { isValidLocalPhone, sanitizePhoneInput, toInternationalPhone } from './phone-number.ts';
