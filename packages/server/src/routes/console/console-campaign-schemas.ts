import { CAMPAIGN_STATUSES, type ConsoleCampaign, type ConsoleCampaignSummary } from '@lomi/core';
import { z } from 'zod';
import { REVIEW_NOTE_MAX_LENGTH } from '../../campaigns/campaign-review.ts';
import { pageParam, positiveInt, searchParam } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';

/** The filters of `GET /api/console/campaigns/`. */
export const consoleCampaignQuery = z.object({
  page: pageParam,
  status: z.enum(CAMPAIGN_STATUSES).optional().describe('Only campaigns in this status.'),
  search: searchParam.describe('Words of the title.'),
  organization: positiveInt.optional().describe('Only the campaigns of this organization (its id).'),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('true: only featured campaigns; false: only the others.'),
});

/** `{id}` of the console's campaign paths. */
export const consoleCampaignParams = z.object({ id: positiveInt });

/** Why a campaign is rejected or unpublished: its owner reads it. */
export const campaignReasonBody = z.object({
  reason: z
    .string()
    .max(REVIEW_NOTE_MAX_LENGTH * 2)
    .describe(`Why, for the owner: 1 to ${REVIEW_NOTE_MAX_LENGTH} characters once trimmed.`),
});

/** The deadline to set: a future ISO 8601 timestamp, or null for none; and the one it replaces. */
export const campaignDeadlineBody = z.object({
  deadline: z
    .string()
    .max(40)
    .refine((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO 8601 date and time')
    .nullable()
    .describe('ISO 8601 timestamp in the future after which no donation is accepted; null for none.'),
  previous_deadline: z
    .string()
    .max(40)
    .refine((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO 8601 date and time')
    .nullable()
    .optional()
    .describe(
      'The deadline the operator saw (null for none). When given and no longer the deadline, another operator changed it since: 409.',
    ),
});

const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  approval_status: z.enum(['pending', 'approved', 'rejected', 'suspended']),
});

/** A campaign of the console's list. */
export const consoleCampaignSummarySchema = shapeOf<ConsoleCampaignSummary>()(
  z
    .object({
      id: z.number().int(),
      title: z.string(),
      status: z.enum(CAMPAIGN_STATUSES),
      featured: z.boolean(),
      deadline: z.string().nullable().describe('ISO 8601 timestamp, or null.'),
      accepts_donations: z.boolean().describe('Published, its organization approved, before its deadline.'),
      organization: organizationSchema,
      collected_amount: z.number().int().describe('ETB minor units.'),
      goalEtbAmount: z.number().int(),
      goalUsdAmount: z.number().int(),
      donation_count: z.number().int(),
      created: z.string().describe('ISO 8601 timestamp.'),
    })
    .meta({ id: 'ConsoleCampaignSummary' }),
);

/** One campaign as an operator reviews it. */
export const consoleCampaignSchema = shapeOf<ConsoleCampaign>()(
  consoleCampaignSummarySchema
    .extend({
      description: z.string(),
      category: z.object({ id: z.number().int(), name: z.string() }),
      video_url: z.string().nullable(),
      owner: z
        .object({
          id: z.number().int(),
          username: z.string(),
          full_name: z.string(),
          email: z.string().nullable(),
        })
        .nullable()
        .describe('The owner of its organization; null once their account is deleted.'),
      review_note: z.string().nullable().describe('Why it was rejected or unpublished; null otherwise.'),
      reviewed: z.string().nullable().describe('ISO 8601 timestamp of the last review, or null.'),
      updated: z.string().describe('ISO 8601 timestamp.'),
      etbAmount: z.number().int(),
      usdAmount: z.number().int(),
      withdrawEtbAmount: z.number().int(),
      withdrawUsdAmount: z.number().int(),
      createdByCharity: z.boolean(),
      charityId: z.number().int().nullable(),
      image_count: z.number().int(),
      document_count: z.number().int(),
    })
    .meta({ id: 'ConsoleCampaign' }),
);
