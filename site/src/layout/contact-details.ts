/**
 * The support contacts the help page still shows. The footer reads the deployment's settings instead
 * (`useSiteSettings`, LOMI_CONTACT_*), which is where these belong too: they are the old invented values.
 */
export const SUPPORT_PHONE = '+251 11 558 1234';
export const SUPPORT_EMAIL = 'support@lomi.et';

/** The phone number as a `tel:` link target (digits and the leading plus only). */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
