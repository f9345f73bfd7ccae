import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_GOAL_MAX_MINOR,
  CAMPAIGN_IMAGES_MAX,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CATEGORY_NAMES,
  isCampaignVideoLink,
  parsePositiveId,
  type EditableCampaign,
} from '@lomi/core';
import { z } from 'zod';
import { positiveInt } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';
import {
  campaignContentFields,
  campaignOrganizationField,
  requireAGoal,
  storable,
  text,
} from '../campaigns/campaign-creation-schemas.ts';

/** The text fields of `POST /api/console/campaigns/`: the owner's form's, with the charity choice. */
export const CONSOLE_CAMPAIGN_FIELDS = [
  'title',
  'description',
  'category',
  'createdBy',
  'goalEtbAmount',
  'goalUsdAmount',
  'createdByCharity',
  'charityId',
  'videoUrl',
] as const;

/** The file fields of `POST /api/console/campaigns/{id}/images/`: `image-0` … `image-9`. */
export const CAMPAIGN_IMAGE_FIELDS = Array.from(
  { length: CAMPAIGN_IMAGES_MAX },
  (_, index) => `image-${index}`,
);

/**
 * The console's set-up form (multipart text fields): the campaign's content, the approved organization it is
 * for (`createdBy`), and §3's charity choice: `createdByCharity` `true` with a `charityId`, or `false`/left out
 * without one.
 */
export const consoleCampaignFields = campaignContentFields
  .extend({
    createdBy: campaignOrganizationField('must be the id of an approved organization'),
    createdByCharity: z
      .string()
      .optional()
      .transform((value, context) => {
        const flag = (value ?? '').trim();
        if (flag === '' || flag === 'false') return false;
        if (flag === 'true') return true;
        context.addIssue({ code: 'custom', message: 'must be true or false' });
        return z.NEVER;
      }),
    charityId: z
      .string()
      .optional()
      .transform((value, context) => {
        const digits = (value ?? '').trim();
        if (digits === '') return null;
        const id = parsePositiveId(digits);
        if (id === undefined) {
          context.addIssue({ code: 'custom', message: 'must be the id of a charity' });
          return z.NEVER;
        }
        return id;
      }),
  })
  .superRefine(requireAGoal)
  .superRefine((fields, context) => {
    if (fields.createdByCharity && fields.charityId === null) {
      context.addIssue({
        code: 'custom',
        path: ['charityId'],
        message: 'is required when createdByCharity is true',
      });
    }
    if (!fields.createdByCharity && fields.charityId !== null) {
      context.addIssue({
        code: 'custom',
        path: ['createdByCharity'],
        message: 'must be true when a charityId is given',
      });
    }
  });

const goal = z
  .number()
  .int('must be a whole number of minor units (santim or cents)')
  .min(0, 'must not be negative')
  .max(CAMPAIGN_GOAL_MAX_MINOR, `must be at most ${CAMPAIGN_GOAL_MAX_MINOR} minor units`);

/** `PATCH /api/console/campaigns/{id}/` (core's `CampaignEdit`): the fields to change and the `updated` read. */
export const campaignEditBody = z
  .object({
    updated: z.iso
      .datetime({ offset: true, error: 'must be the `updated` timestamp of the campaign you read' })
      .describe('The `updated` of the campaign as you read it: a change of a campaign changed since is 409.'),
    title: text(CAMPAIGN_TITLE_MAX_LENGTH).optional(),
    description: text(CAMPAIGN_DESCRIPTION_MAX_LENGTH).optional(),
    category: z
      .number()
      .int()
      .min(0)
      .max(CATEGORY_NAMES.length - 1, `must be a category id from 0 to ${CATEGORY_NAMES.length - 1}`)
      .optional(),
    goalEtbAmount: goal.optional().describe('ETB goal in santim; 0 for none.'),
    goalUsdAmount: goal.optional().describe('USD goal in cents; 0 for none.'),
    videoUrl: z
      .string()
      .max(2048)
      .transform((value) => value.trim())
      .refine(
        (value) => value === '' || (storable(value) && isCampaignVideoLink(value)),
        'must be a YouTube video link (youtube.com/watch?v=…, youtu.be/…) or empty',
      )
      .nullable()
      .optional()
      .describe('A YouTube video link; null or empty removes the video.'),
    charityId: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .nullable()
      .optional()
      .describe('The charity the campaign is run for; null for none.'),
  })
  .strict();

/** `PUT /api/console/campaigns/{id}/images/order` (core's `CampaignImageOrder`). */
export const imageOrderBody = z
  .object({
    updated: z.iso
      .datetime({ offset: true, error: 'must be the `updated` timestamp of the campaign you read' })
      .describe(
        'The `updated` of the campaign as you read it: a reorder of a campaign changed since is 409.',
      ),
    imageIds: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1)
      .max(CAMPAIGN_IMAGES_MAX)
      .describe('Every image id of the campaign, once each, in the new order.'),
  })
  .strict();

/** `{id}` and `{imageId}` of an image's path. */
export const campaignImageParams = z.object({ id: positiveInt, imageId: positiveInt });

/** `{id}` and `{documentId}` of a document's path. */
export const campaignDocumentParams = z.object({ id: positiveInt, documentId: positiveInt });

/** A campaign as the console's editor reads and changes it. */
export const editableCampaignSchema = shapeOf<EditableCampaign>()(
  z
    .object({
      id: z.number().int(),
      status: z.enum(CAMPAIGN_STATUSES),
      organization: z.object({ id: z.number().int(), name: z.string() }),
      title: z.string(),
      description: z.string(),
      category: z.number().int(),
      goalEtbAmount: z.number().int(),
      goalUsdAmount: z.number().int(),
      video_url: z.string().nullable(),
      createdByCharity: z.boolean(),
      charityId: z.number().int().nullable(),
      deadline: z.string().nullable(),
      featured: z.boolean(),
      images: z.array(
        z.object({
          id: z.number().int(),
          url: z.string(),
          srcset: z.string(),
          alt: z.string(),
          width: z.number().int(),
          height: z.number().int(),
        }),
      ),
      documents: z.array(
        z.object({
          id: z.number().int(),
          url: z.string(),
          file_name: z.string(),
          content_type: z.string(),
          byte_size: z.number().int().nullable(),
          created: z.string(),
        }),
      ),
      updated: z.string().describe('When it last changed (ISO 8601): send it back with a change.'),
    })
    .meta({ id: 'EditableCampaign' }),
);
