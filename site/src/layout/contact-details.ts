import type { Locale, SiteSettings } from '@lomi/core';
import { useSiteLanguage } from '../language/language-context.ts';
import { useSiteText } from '../language/use-site-text.ts';
import { useSiteSettings } from './use-site-settings.ts';

/** Which of the e-mail address and phone number are set: the `{contact, select, …}` of page prose. */
export type ContactChoice = 'both' | 'email' | 'phone' | 'none';

/**
 * The ICU values every text that names Lomi's contact details takes: `contact` and `addressSet` choose the
 * wording, `email`, `phone` and `address` fill it. A detail that is a demo default is marked as an example
 * in the text itself, as the footer marks it. An unset detail is an empty string and `contact`/`addressSet`
 * say so, so the prose then points at the footer and the help form instead of inventing one.
 */
export interface ContactValues extends Record<string, string> {
  contact: ContactChoice;
  email: string;
  phone: string;
  addressSet: 'yes' | 'no';
  address: string;
}

/** Builds {@link ContactValues} from the settings (null while loading or unreadable: nothing is shown). */
export function contactValues(
  settings: SiteSettings | null,
  locale: Locale,
  markExample: (detail: string) => string,
): ContactValues {
  const contact = settings?.contact;
  const shown = (item: 'email' | 'phone' | 'address', detail: string | null | undefined) =>
    !detail ? '' : settings?.demo.includes(item) ? markExample(detail) : detail;
  const email = shown('email', contact?.email);
  const phone = shown('phone', contact?.phone);
  const address = shown('address', contact?.address?.[locale]);
  return {
    contact: email && phone ? 'both' : email ? 'email' : phone ? 'phone' : 'none',
    email,
    phone,
    addressSet: address ? 'yes' : 'no',
    address,
  };
}

/** The deployment's contact details as ICU values for page prose, in the page's language. */
export function useContactValues(): ContactValues {
  const settings = useSiteSettings();
  const { locale } = useSiteLanguage();
  const t = useSiteText();
  return contactValues(settings, locale, (detail) => t('contact.example', { detail }));
}
