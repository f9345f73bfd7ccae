import { EMAIL_MAX_LENGTH } from '../contact/email-address.ts';

/** §5 "Organization form": the longest name the server keeps (characters). */
export const ORGANIZATION_NAME_MAX_LENGTH = 255;
/** §5: the longest description (characters). */
export const ORGANIZATION_DESCRIPTION_MAX_LENGTH = 1000;
/** §5: the longest e-mail address (characters, RFC 5321). */
export const ORGANIZATION_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;
/** §5: the longest phone number (characters); the number itself is `+251` and 9 digits. */
export const ORGANIZATION_PHONE_MAX_LENGTH = 20;
/** §5: the longest contact person's name (characters). */
export const ORGANIZATION_CONTACT_NAME_MAX_LENGTH = 255;
/** The longest address the server keeps (characters). */
export const ORGANIZATION_ADDRESS_MAX_LENGTH = 500;
/** The longest website address the server keeps (characters). */
export const ORGANIZATION_WEBSITE_MAX_LENGTH = 2048;

/**
 * The text fields of `POST /api/organizations/` and `PUT /api/organizations/{id}/` (§3), as the multipart
 * form carries them. On create, name, email, phone_number and contact_person_name are required (§5); on
 * update every field is optional, and a required one that is sent must not be empty.
 */
export interface OrganizationFields {
  name: string;
  description: string;
  email: string;
  /** `+251` (or `251`) and the 9 local digits. */
  phone_number: string;
  contact_person_name: string;
  address: string;
  /** An http(s) address; `https://` is assumed when none is written. Empty for none. */
  website: string;
  /** Whether the organization accepts Asrat payments. */
  accepts_asrat: boolean;
}

/** The files of the form: a logo (an image, re-encoded as WebP by the server) and supporting documents. */
export interface OrganizationFiles {
  logo?: Blob | undefined;
  /** PDF, JPEG or PNG files, at most 10 per request; on update they are added to those already sent. */
  documents?: readonly Blob[] | undefined;
}

/** The multipart names of the form's fields, in the order they are sent. */
export const ORGANIZATION_FIELD_NAMES = [
  'name',
  'description',
  'email',
  'phone_number',
  'contact_person_name',
  'address',
  'website',
  'accepts_asrat',
] as const satisfies readonly (keyof OrganizationFields)[];

/**
 * The multipart body of the organization calls: the text fields given (`undefined` ones are left out, so an
 * update sends only what changed), then the logo, then each document under the repeated name `documents`.
 * Text fields come before files, so the server can refuse a bad field before reading the files.
 */
export function organizationFormData(
  fields: Partial<OrganizationFields>,
  files: OrganizationFiles = {},
): FormData {
  const form = new FormData();
  for (const name of ORGANIZATION_FIELD_NAMES) {
    const value = fields[name];
    if (value !== undefined) form.append(name, String(value));
  }
  if (files.logo) form.append('logo', files.logo, fileName(files.logo, 'logo'));
  for (const [index, document] of (files.documents ?? []).entries()) {
    form.append('documents', document, fileName(document, `document-${index + 1}`));
  }
  return form;
}

function fileName(blob: Blob, fallback: string): string {
  return 'name' in blob && typeof blob.name === 'string' && blob.name ? blob.name : fallback;
}
