import type { CampaignOrganization, Organization, OrganizationDetail, OwnOrganization } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

const campaignOrganizationShape = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  email: z.string(),
  phone_number: z.string(),
  logo: z.string().nullable().describe('Path of the logo (`/api/media/organization/logo/{id}`), or null.'),
};

/** The organization block of a campaign (§3). */
export const campaignOrganizationSchema = shapeOf<CampaignOrganization>()(
  z.object(campaignOrganizationShape).meta({ id: 'CampaignOrganization' }),
);

const organizationShape = {
  ...campaignOrganizationShape,
  contact_person_name: z.string(),
  approval_status: z.enum(['pending', 'approved', 'rejected', 'suspended']),
  address: z.string(),
  website: z.string(),
  created_at: z.string().describe('ISO 8601 timestamp.'),
  accepts_asrat: z.boolean(),
};

const ownerOnly = {
  documents: z
    .array(z.string())
    .describe("The supporting documents' file names, oldest first; only in its owner's answers."),
  review_note: z
    .string()
    .nullable()
    .describe("Why Lomi's team rejected it (shown to its owner), or null; only in its owner's answers."),
};

/** The owner-only fields as public answers declare them: optional, and never sent. */
const ownerOnlyAbsent = {
  documents: ownerOnly.documents.optional(),
  review_note: ownerOnly.review_note.optional(),
};

/** A public organization (§3). */
export const organizationSchema = shapeOf<Organization>()(
  z.object({ ...organizationShape, ...ownerOnlyAbsent }).meta({ id: 'Organization' }),
);

/** An organization as its owner sees it: with its documents' names and the review note (§3). */
export const ownOrganizationSchema = shapeOf<OwnOrganization>()(
  z.object({ ...organizationShape, ...ownerOnly }).meta({ id: 'OwnOrganization' }),
);

/** One public organization with its totals (`GET /api/organizations/{id}/`). */
export const organizationDetailSchema = shapeOf<OrganizationDetail>()(
  z
    .object({
      ...organizationShape,
      ...ownerOnlyAbsent,
      campaign_count: z.number().int(),
      collected_amount: z.number().int().describe('ETB minor units.'),
    })
    .meta({ id: 'OrganizationDetail' }),
);
