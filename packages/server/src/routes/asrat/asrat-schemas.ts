import type { AsratCampaign, AsratPage, AsratSummary } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';
import { pageParam, positiveInt, searchParam } from '../../http/query-params.ts';

const currency = z.enum(['ETB', 'USD']);

const asratCampaignShape = {
  organization_id: z.number().int(),
  organization_name: z.string(),
  organization_logo: z.string().nullable().describe("Path of the organization's logo, or null."),
  campaign_id: z.number().int().describe('The campaign that receives the Asrat: donate to it.'),
};

export const asratCampaignSchema = shapeOf<AsratCampaign>()(
  z.object(asratCampaignShape).meta({ id: 'AsratCampaign' }),
);

export const asratPageSchema = shapeOf<AsratPage>()(
  z.object({ ...asratCampaignShape, organization_description: z.string() }).meta({ id: 'AsratPage' }),
);

const totalShape = {
  currency,
  amount_minor: z.number().int().describe('Sum of the gifts in minor units (santim, cents).'),
  count: z.number().int().describe('Number of gifts.'),
};

export const asratSummarySchema = shapeOf<AsratSummary>()(
  z
    .object({
      organization_id: z.number().int(),
      organization_name: z.string(),
      campaign_id: z.number().int(),
      year: z.number().int(),
      months: z.array(
        z.object({ month: z.number().int().describe('1–12, Ethiopian local time.'), ...totalShape }),
      ),
      members: z.array(
        z.object({
          member: z.string().describe("The phone number, else the name, else 'Anonymous'."),
          phone_number: z.string().nullable(),
          name: z.string().nullable(),
          ...totalShape,
        }),
      ),
      totals: z.array(z.object(totalShape)),
    })
    .meta({ id: 'AsratSummary' }),
);

export const asratListQuery = z.object({ page: pageParam, search: searchParam });

export const organizationParams = z.object({ organizationId: positiveInt });

/** Years Lomi can hold gifts for; the current year when not given. */
export const yearParam = z
  .string({ error: 'must be a year' })
  .regex(/^\d{4}$/, 'must be a year of four digits')
  .transform(Number)
  .pipe(z.number().min(2000, 'must be 2000 or later').max(2100, 'must be 2100 or earlier'))
  .optional();

export const summaryQuery = z.object({ year: yearParam });

export const qrQuery = z.object({ organization_id: positiveInt });

/** The query of the report downloads: the year, the grouping (per month unless told) and the language. */
export const reportQuery = z.object({
  year: yearParam,
  by: z.enum(['month', 'member'], { error: 'must be month or member' }).optional().default('month'),
  lang: z.enum(['en', 'am'], { error: 'must be en or am' }).optional().default('en'),
});
