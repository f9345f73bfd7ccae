import { isValidEmail } from '../contact/email-address.ts';
import { isValidPersonName } from '../contact/person-name.ts';
import { parseInternationalPhone } from '../contact/phone-number.ts';
import {
  ORGANIZATION_ADDRESS_MAX_LENGTH,
  ORGANIZATION_CONTACT_NAME_MAX_LENGTH,
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_EMAIL_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_PHONE_MAX_LENGTH,
  ORGANIZATION_WEBSITE_MAX_LENGTH,
  type OrganizationFields,
} from './organization-form.ts';

/** The text fields of the organization form a rule can refuse. */
export type OrganizationTextField = Exclude<keyof OrganizationFields, 'accepts_asrat'>;

/** What is wrong with a field: empty though required, longer than §5 allows, or not of its kind. */
export type OrganizationFieldProblem = 'required' | 'tooLong' | 'invalid';

/** The problems of an organization form, by field; empty when it may be sent. */
export type OrganizationFormErrors = Partial<Record<OrganizationTextField, OrganizationFieldProblem>>;

/** The longest each field may be (§5 for the first five), for the form's `maxLength` and counters. */
export const ORGANIZATION_MAX_LENGTHS: Readonly<Record<OrganizationTextField, number>> = {
  name: ORGANIZATION_NAME_MAX_LENGTH,
  description: ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  email: ORGANIZATION_EMAIL_MAX_LENGTH,
  phone_number: ORGANIZATION_PHONE_MAX_LENGTH,
  contact_person_name: ORGANIZATION_CONTACT_NAME_MAX_LENGTH,
  address: ORGANIZATION_ADDRESS_MAX_LENGTH,
  website: ORGANIZATION_WEBSITE_MAX_LENGTH,
};

const REQUIRED: ReadonlySet<OrganizationTextField> = new Set([
  'name',
  'email',
  'phone_number',
  'contact_person_name',
]);

/**
 * §5 "Organization form", as `POST`/`PUT /api/organizations/` check it: name, email, phone_number and
 * contact_person_name required; at most 255/254/20/255 characters, description at most 1000; the e-mail, the
 * phone number (`+251` and 9 digits), the contact person's name (letters) and the website (an http(s)
 * address; `https://` is assumed) by the rules every form shares. Values are judged trimmed, as the server
 * stores them.
 */
export function organizationFormErrors(
  fields: Omit<OrganizationFields, 'accepts_asrat'>,
): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  for (const field of Object.keys(ORGANIZATION_MAX_LENGTHS) as OrganizationTextField[]) {
    const value = fields[field].trim();
    if (value === '') {
      if (REQUIRED.has(field)) errors[field] = 'required';
    } else if (value.length > ORGANIZATION_MAX_LENGTHS[field]) {
      errors[field] = 'tooLong';
    } else if (!isValidValue(field, value)) {
      errors[field] = 'invalid';
    }
  }
  return errors;
}

function isValidValue(field: OrganizationTextField, value: string): boolean {
  switch (field) {
    case 'email':
      return isValidEmail(value);
    case 'phone_number':
      return parseInternationalPhone(value.replace(/[\s-]/g, ''), 'optional') !== null;
    case 'contact_person_name':
      return isValidPersonName(value);
    case 'website':
      return isWebAddress(value);
    default:
      return true;
  }
}

/** An http(s) address with a dotted host name, `https://` assumed when no scheme is written (as the server). */
function isWebAddress(value: string): boolean {
  const address = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
