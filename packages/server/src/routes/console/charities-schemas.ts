import { CHARITY_MAX_LENGTHS, type ConsoleCharity } from '@lomi/core';
import { z } from 'zod';
import type { CharityFieldValues } from '../../charities/charity-repository.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { pageParam, searchParam } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';
import { unstorableTextFlaw } from '../../http/storable-text.ts';
import type { FormSpec } from '../../uploads/receive-form.ts';

/** A charity as the console shows it. */
export const consoleCharitySchema = shapeOf<ConsoleCharity>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      logo: z
        .string()
        .nullable()
        .describe('The logo’s address (`/uploaded-file/{file}`); a new logo, a new address.'),
      dateCreated: z.string().describe('ISO 8601 timestamp.'),
      updated: z
        .string()
        .describe('ISO 8601 timestamp of the last change: send it back as `updated` with an edit.'),
    })
    .meta({ id: 'ConsoleCharity' }),
);

/** The filters of `GET /api/console/charities/`. */
export const charityListQuery = z.object({
  page: pageParam,
  search: searchParam.describe('Only charities whose name holds this text (any case).'),
});

/** What the charity form (multipart) may carry. */
export const CHARITY_FORM: FormSpec = {
  fields: ['name', 'description', 'updated'],
  images: ['logo'],
  isDocumentField: () => false,
};

/** Describes the form in the API document. */
export const CHARITY_FORM_DESCRIPTION =
  `A multipart form. Text fields: \`name\` (1–${CHARITY_MAX_LENGTHS.name} characters), \`description\` ` +
  `(at most ${CHARITY_MAX_LENGTHS.description}); an edit also sends \`updated\`, the charity's \`updated\` as ` +
  'last read (409 when it changed since). File: `logo`, one JPEG, PNG or WebP image of at most 10 MB (by its ' +
  'bytes), stored as WebP without its metadata. 400 names a bad field, 413 past a limit.';

/** Text as a form sends it: line breaks made plain, trimmed, and storable. */
const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .superRefine((value, context) => {
      const flaw = unstorableTextFlaw(value);
      if (flaw) context.addIssue({ code: 'custom', message: flaw, abort: true });
    });

const atMost = (max: number) => ({ error: `must be at most ${max} characters`, abort: true });

const name = text().pipe(
  z.string().min(1, 'is required').max(CHARITY_MAX_LENGTHS.name, atMost(CHARITY_MAX_LENGTHS.name)),
);
const description = text().pipe(
  z.string().max(CHARITY_MAX_LENGTHS.description, atMost(CHARITY_MAX_LENGTHS.description)),
);
const updated = z
  .string({ error: 'is required: the charity’s `updated` as you last read it' })
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be the charity’s `updated` timestamp');

const createFields = z.object({ name, description: description.default('') });
const updateFields = z.object({ name: name.optional(), description: description.optional(), updated });

/** The fields of a new charity, checked; throws a 400 naming every bad field. */
export function parseCharityCreate(fields: Record<string, string>): CharityFieldValues {
  if (fields.updated !== undefined) {
    throw new ApiError(400, ErrorCodes.validation, 'A new charity has no `updated` field.', {
      updated: 'is only sent with an edit',
    });
  }
  return parsed(createFields, fields);
}

/** The fields of an edit, checked; throws a 400 naming every bad field. */
export function parseCharityUpdate(fields: Record<string, string>): {
  updated: string;
  fields: Partial<CharityFieldValues>;
} {
  const { updated: stamp, ...values } = parsed(updateFields, fields);
  return {
    updated: new Date(stamp).toISOString(),
    fields: Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
  };
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
