import { CAMPAIGN_STATUSES, CATEGORY_NAMES, type Campaign, type OwnCampaign } from '@lomi/core';
import { z } from 'zod';
import { pageParam, positiveInt, searchParam } from '../../http/query-params.ts';
import { CAMPAIGN_ORDERINGS } from '../../campaigns/campaign-ordering.ts';
import { shapeOf } from '../../http/response-schema.ts';
import { categorySchema } from '../categories/category-schemas.ts';
import { campaignOrganizationSchema } from '../organizations/organization-schemas.ts';

/** `category=2,5`: comma-joined category ids (0–17); empty means every category. */
export const categoryListParam = z
  .string()
  .optional()
  .transform((value, context) => {
    const parts = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const ids: number[] = [];
    for (const part of parts) {
      const id = /^\d{1,3}$/.test(part) ? Number(part) : NaN;
      if (!(id >= 0 && id < CATEGORY_NAMES.length)) {
        context.addIssue({
          code: 'custom',
          message: `unknown category "${part}"; category ids are whole numbers from 0 to ${CATEGORY_NAMES.length - 1}`,
        });
        return z.NEVER;
      }
      ids.push(id);
    }
    return [...new Set(ids)];
  });

/** Query of GET /api/campaigns/. */
export const campaignListQuery = z.object({
  page: pageParam,
  category: categoryListParam,
  search: searchParam,
  organization_id: positiveInt.optional(),
  ordering: z
    .enum(CAMPAIGN_ORDERINGS, { error: `ordering must be one of ${CAMPAIGN_ORDERINGS.join(', ')}` })
    .default('-created'),
});

/** A campaign as the API answers it (§3); every amount in integer minor units. */
export const campaignSchema = shapeOf<Campaign>()(
  z
    .object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      images: z.array(
        z.object({ id: z.number().int(), url: z.string(), alt: z.string(), srcset: z.string() }),
      ),
      category: categorySchema,
      organization: campaignOrganizationSchema,
      collected_amount: z.number().int().describe('ETB minor units.'),
      target_amount: z.number().int().describe('The goal in ETB minor units.'),
      goalEtbAmount: z.number().int(),
      goalUsdAmount: z.number().int(),
      etbAmount: z.number().int(),
      usdAmount: z.number().int(),
      withdrawEtbAmount: z.number().int(),
      withdrawUsdAmount: z.number().int(),
      video_url: z.string().nullable(),
      created: z.string().describe('ISO 8601 timestamp.'),
      deadline: z.string().nullable().describe('ISO 8601 timestamp, or null for open-ended campaigns.'),
      createdByCharity: z.boolean(),
      charityId: z.number().int().nullable(),
      status: z
        .enum(CAMPAIGN_STATUSES)
        .describe(
          'active (published), completed or closed for everyone; draft, in_review, rejected or unpublished only for its owner.',
        ),
      featured: z.boolean(),
      donation_count: z.number().int(),
    })
    .meta({ id: 'Campaign' }),
);

/** A campaign as its owner reads it: the public shape with the team's note on a rejection. */
export const ownCampaignSchema = shapeOf<OwnCampaign>()(
  campaignSchema
    .extend({
      review_note: z
        .string()
        .nullable()
        .describe(
          'Why the team rejected or unpublished the campaign (status rejected or unpublished); null otherwise.',
        ),
    })
    .meta({ id: 'OwnCampaign' }),
);
