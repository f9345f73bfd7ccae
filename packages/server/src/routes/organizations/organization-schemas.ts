import type { CampaignOrganization, Organization, OrganizationDetail } from '@lomi/core';
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
  approval_status: z.enum(['pending', 'approved', 'rejected']),
  address: z.string(),
  website: z.string(),
  created_at: z.string().describe('ISO 8601 timestamp.'),
  accepts_asrat: z.boolean(),
};

/** A public organization (§3). */
export const organizationSchema = shapeOf<Organization>()(
  z.object(organizationShape).meta({ id: 'Organization' }),
);

/** One public organization with its totals (`GET /api/organizations/{id}/`). */
export const organizationDetailSchema = shapeOf<OrganizationDetail>()(
  z
    .object({
      ...organizationShape,
      campaign_count: z.number().int(),
      collected_amount: z.number().int().describe('ETB minor units.'),
    })
    .meta({ id: 'OrganizationDetail' }),
);
