import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_GOAL_MAX_MINOR,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CATEGORY_NAMES,
  campaignGoalsProblem,
  isCampaignVideoLink,
  parsePositiveId,
  type NewCampaignFields,
} from '@lomi/core';
import { z } from 'zod';

// §3 Campaign creation payload, as the multipart form's text fields: every value arrives as text.

/** The text fields `POST /api/campaigns/` takes; its files are `image` and `doc-0`, `doc-1`, …. */
export const NEW_CAMPAIGN_FIELDS = [
  'title',
  'description',
  'category',
  'createdBy',
  'goalEtbAmount',
  'goalUsdAmount',
  'createdByCharity',
  'videoUrl',
] as const satisfies ReadonlyArray<keyof NewCampaignFields>;

/** The photo's file field. */
export const NEW_CAMPAIGN_IMAGE = 'image';

/**
 * A supporting document's file field: `doc-0`, `doc-1`, …. Two digits, so an eleventh document is counted
 * (and refused with 413) rather than refused as an unknown field.
 */
export const isNewCampaignDocumentField = (name: string) => /^doc-\d{1,2}$/.test(name);

const storable = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

/** Title or story: trimmed (form posts send CRLF line breaks; stored text keeps \n), as the update route has it. */
const text = (maxLength: number) =>
  z
    .string({ error: 'is required' })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'must not be empty')
        .max(maxLength, `must be at most ${maxLength} characters`)
        .refine(storable, 'must be plain text (no NUL character or lone surrogate)'),
    );

/** A goal in minor units, written as digits only: no sign, fraction or exponent. */
const goal = z
  .string()
  .optional()
  .transform((value, context) => {
    const digits = (value ?? '').trim() || '0';
    // More than 16 digits is past the money limit anyway, and past what a number keeps exactly.
    if (!/^\d{1,16}$/.test(digits)) {
      context.addIssue({
        code: 'custom',
        message: 'must be a whole number of minor units (santim or cents), not negative',
      });
      return z.NEVER;
    }
    const minor = Number(digits);
    if (minor > CAMPAIGN_GOAL_MAX_MINOR) {
      context.addIssue({
        code: 'custom',
        message: `must be at most ${CAMPAIGN_GOAL_MAX_MINOR} minor units (${CAMPAIGN_GOAL_MAX_MINOR / 100} in major units)`,
      });
      return z.NEVER;
    }
    return minor;
  });

/**
 * The form's text fields. Goals are integer **minor units** (santim, cents) like every amount of the API;
 * a goal left out counts as 0, and at least one must be above 0.
 */
export const newCampaignFields = z
  .object({
    title: text(CAMPAIGN_TITLE_MAX_LENGTH),
    description: text(CAMPAIGN_DESCRIPTION_MAX_LENGTH),
    category: z.string({ error: 'is required' }).transform((value, context) => {
      const id = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
      if (!(id >= 0 && id < CATEGORY_NAMES.length)) {
        context.addIssue({
          code: 'custom',
          message: `is not a known category; category ids are whole numbers from 0 to ${CATEGORY_NAMES.length - 1}`,
        });
        return z.NEVER;
      }
      return id;
    }),
    createdBy: z.string({ error: 'is required' }).transform((value, context) => {
      const id = parsePositiveId(value.trim());
      if (id === undefined) {
        context.addIssue({ code: 'custom', message: 'must be the id of your approved organization' });
        return z.NEVER;
      }
      return id;
    }),
    goalEtbAmount: goal,
    goalUsdAmount: goal,
    createdByCharity: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || value.trim() === '' || value.trim() === 'false',
        'must be false: only Lomi’s team sets up a charity’s campaign',
      ),
    videoUrl: z
      .string()
      .optional()
      .transform((value) => value?.trim() || null)
      .refine(
        (value) => value === null || (storable(value) && isCampaignVideoLink(value)),
        'must be a YouTube video link (youtube.com/watch?v=…, youtu.be/…) or left empty',
      ),
  })
  .superRefine((fields, context) => {
    const problem = campaignGoalsProblem(fields);
    if (problem === 'no-goal') {
      context.addIssue({
        code: 'custom',
        path: ['goalEtbAmount'],
        message: 'needs a goal above 0 in ETB or USD (or both)',
      });
    }
  });

/** The form's text fields once checked. */
export type CheckedNewCampaign = z.output<typeof newCampaignFields>;
