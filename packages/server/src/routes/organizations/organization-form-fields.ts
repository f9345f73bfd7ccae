import {
  isValidPersonName,
  ORGANIZATION_ADDRESS_MAX_LENGTH,
  ORGANIZATION_CONTACT_NAME_MAX_LENGTH,
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_FIELD_NAMES,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_PHONE_MAX_LENGTH,
  ORGANIZATION_WEBSITE_MAX_LENGTH,
  parseInternationalPhone,
} from '@lomi/core';
import { z } from 'zod';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { emailAddress } from '../../http/email-address-field.ts';
import { unstorableTextFlaw } from '../../http/storable-text.ts';
import type { OrganizationFieldValues } from '../../organizations/organization-repository.ts';
import type { FormSpec } from '../../uploads/receive-form.ts';

// The text fields of the organization form (§3), by the rules of §5 and @lomi/core's contact rules. They
// arrive as multipart text, read part by part by the upload receiver, so they are checked here with zod
// after the form is received (and its files are discarded when they fail).

/** Documents come as the repeated field `documents` or as `doc-0` … `doc-9` (the campaign form's names). */
const DOCUMENT_FIELD = /^(?:documents|doc-\d)$/;

/** What `POST /api/organizations/` and `PUT /api/organizations/{id}/` may carry. */
export const ORGANIZATION_FORM: FormSpec = {
  fields: ORGANIZATION_FIELD_NAMES,
  images: ['logo'],
  isDocumentField: (name) => DOCUMENT_FIELD.test(name),
};

/** The form as the API document describes it. */
export const ORGANIZATION_FORM_DESCRIPTION =
  'A multipart form. Text fields: `name`, `description`, `email`, `phone_number` (`+251` and 9 digits), ' +
  '`contact_person_name`, `address`, `website`, `accepts_asrat` (`true`/`false`). Files: `logo` (one JPEG, ' +
  'PNG or WebP image of at most 10 MB, stored as WebP without its metadata) and supporting documents (PDF, ' +
  'JPEG or PNG, at most 20 MB each and 10 per request) under the repeated name `documents` or as ' +
  '`doc-0` … `doc-9`. 413 past a limit; 400 for a bad field or a file of another type (by its bytes).';

const INVALID_PHONE = 'must be +251 followed by 9 digits';

/** Text as a form sends it: line breaks made plain, trimmed, and storable. */
const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .superRefine((value, context) => {
      const flaw = unstorableTextFlaw(value);
      if (flaw) context.addIssue({ code: 'custom', message: flaw, abort: true });
    });

const maxLength = (max: number) => ({ error: `must be at most ${max} characters`, abort: true });

const required = (max: number) => text().pipe(z.string().min(1, 'is required').max(max, maxLength(max)));
const optional = (max: number) => text().pipe(z.string().max(max, maxLength(max)));

const phoneNumber = text()
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .max(ORGANIZATION_PHONE_MAX_LENGTH, maxLength(ORGANIZATION_PHONE_MAX_LENGTH)),
  )
  // Stored as the demo content and the profile store it: `+251` and the 9 local digits.
  .transform((value, context) => {
    const digits = parseInternationalPhone(value.replace(/[\s-]/g, ''), 'optional');
    if (digits === null) {
      context.addIssue({ code: 'custom', message: INVALID_PHONE });
      return z.NEVER;
    }
    return `+${digits}`;
  });

const contactPersonName = required(ORGANIZATION_CONTACT_NAME_MAX_LENGTH).refine(
  isValidPersonName,
  'must be a name of letters (spaces, hyphens and apostrophes between them)',
);

/** A website: empty for none, else an http(s) address (`https://` is assumed when no scheme is written). */
const website = optional(ORGANIZATION_WEBSITE_MAX_LENGTH).transform((value, context) => {
  if (value === '') return '';
  const address = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL | undefined;
  try {
    url = new URL(address);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
    context.addIssue({ code: 'custom', message: 'must be a web address such as https://example.org' });
    return z.NEVER;
  }
  return url.href;
});

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no', '']);
const acceptsAsrat = z.string({ error: 'must be true or false' }).transform((value, context) => {
  const word = value.trim().toLowerCase();
  if (TRUE.has(word)) return true;
  if (FALSE.has(word)) return false;
  context.addIssue({ code: 'custom', message: 'must be true or false' });
  return z.NEVER;
});

const fieldSchemas = {
  name: required(ORGANIZATION_NAME_MAX_LENGTH),
  description: optional(ORGANIZATION_DESCRIPTION_MAX_LENGTH),
  email: text().pipe(emailAddress(z.string().min(1, { error: 'is required', abort: true }))),
  phone_number: phoneNumber,
  contact_person_name: contactPersonName,
  address: optional(ORGANIZATION_ADDRESS_MAX_LENGTH),
  website,
  accepts_asrat: acceptsAsrat,
};

/** The fields of a new organization: §5's four required, the others empty (or false) when left out. */
const createFields = z.object({
  ...fieldSchemas,
  description: fieldSchemas.description.default(''),
  address: fieldSchemas.address.default(''),
  website: fieldSchemas.website.default(''),
  accepts_asrat: fieldSchemas.accepts_asrat.default(false),
});

/** The fields of an update: any of them; a required one that is sent must not be empty (§5). */
const updateFields = z.object(fieldSchemas).partial();

/** The fields of `POST /api/organizations/`, checked; throws a 400 naming every bad field. */
export function parseCreateFields(fields: Record<string, string>): OrganizationFieldValues {
  return parsed(createFields, fields);
}

/** The fields an update sends, checked; throws a 400 naming every bad field. */
export function parseUpdateFields(fields: Record<string, string>): Partial<OrganizationFieldValues> {
  const values = parsed(updateFields, fields);
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<OrganizationFieldValues>;
}

function parsed<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'form';
    errors[field] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0]!;
  throw new ApiError(400, ErrorCodes.validation, `Invalid field "${field}": ${message}`, errors);
}
