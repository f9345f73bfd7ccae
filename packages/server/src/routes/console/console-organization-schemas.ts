import type {
  ConsoleOrganization,
  ConsoleOrganizationDocument,
  ConsoleOrganizationOwner,
  ConsoleOrganizationSummary,
} from '@lomi/core';
import { z } from 'zod';
import { pageParam, positiveInt, searchParam } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';
import { REVIEW_NOTE_MAX_LENGTH } from '../../organizations/organization-review.ts';

const approvalStatus = z.enum(['pending', 'approved', 'rejected', 'suspended']);

/** The filters of `GET /api/console/organizations/`. */
export const consoleOrganizationQuery = z.object({
  page: pageParam,
  search: searchParam.describe('Part of the name or the e-mail address (any case).'),
  status: approvalStatus.optional().describe('Only organizations in this status.'),
});

/** `{id}/documents/{documentId}` of a document download. */
export const documentParams = z.object({ id: positiveInt, documentId: positiveInt });

/** The body of a rejection or a suspension: the reason its owner reads. */
export const reasonBody = z.object({
  reason: z
    .string()
    .max(REVIEW_NOTE_MAX_LENGTH * 2, `must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`)
    .describe(`Why, for the owner (1 to ${REVIEW_NOTE_MAX_LENGTH} characters).`),
});

const ownerSchema = shapeOf<ConsoleOrganizationOwner>()(
  z
    .object({ id: z.number().int(), username: z.string(), email: z.string().nullable() })
    .meta({ id: 'ConsoleOrganizationOwner' }),
);

const summaryShape = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  approval_status: approvalStatus,
  created_at: z.string().describe('ISO 8601 timestamp.'),
  owner: ownerSchema.nullable().describe('The owning account; null once deleted.'),
};

/** One organization of the console's list. */
export const consoleOrganizationSummarySchema = shapeOf<ConsoleOrganizationSummary>()(
  z.object(summaryShape).meta({ id: 'ConsoleOrganizationSummary' }),
);

const documentSchema = shapeOf<ConsoleOrganizationDocument>()(
  z
    .object({
      id: z.number().int(),
      file_name: z.string(),
      content_type: z.string(),
      byte_size: z.number().int().nullable(),
      created_at: z.string().describe('ISO 8601 timestamp.'),
      url: z.string().describe('Path of the download (operators only).'),
    })
    .meta({ id: 'ConsoleOrganizationDocument' }),
);

/** Every field of an organization as an operator sees it. */
export const consoleOrganizationSchema = shapeOf<ConsoleOrganization>()(
  z
    .object({
      ...summaryShape,
      description: z.string(),
      phone_number: z.string(),
      contact_person_name: z.string(),
      address: z.string(),
      website: z.string(),
      accepts_asrat: z.boolean(),
      review_note: z.string().nullable().describe('Why it was rejected or suspended (its owner reads it).'),
      reviewed_at: z.string().nullable().describe('ISO 8601 timestamp of the last decision.'),
      updated_at: z.string().describe('ISO 8601 timestamp.'),
      logo: z.string().nullable().describe('Path of the logo for operators (any status), or null.'),
      documents: z.array(documentSchema).describe('Oldest first.'),
    })
    .meta({ id: 'ConsoleOrganization' }),
);
