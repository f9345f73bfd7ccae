/**
 * Lomi's support contacts shown in the footer (§1). The address is translated in the site catalogs; the phone
 * number and e-mail are the same in every language.
 */
export const SUPPORT_PHONE = '+251 11 558 1234';
export const SUPPORT_EMAIL = 'support@lomi.et';

/** The phone number as a `tel:` link target (digits and the leading plus only). */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
