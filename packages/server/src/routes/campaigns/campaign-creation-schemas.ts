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
import { ApiError } from '../../errors/api-error.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';

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

/** Text a PostgreSQL column can store: no NUL character, no lone surrogate. */
export const storable = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

/** Title or story: trimmed (form posts send CRLF line breaks; stored text keeps \n), as the update route has it. */
export const text = (maxLength: number) =>
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
 * The text fields of a campaign's content, as a multipart form carries them: shared by the owner's form
 * (below) and the console's set-up on an organization's behalf (routes/console/). Goals are integer **minor
 * units** (santim, cents) like every amount of the API; a goal left out counts as 0 (see {@link requireAGoal}).
 */
export const campaignContentFields = z.object({
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
  goalEtbAmount: goal,
  goalUsdAmount: goal,
  videoUrl: z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .refine(
      (value) => value === null || (storable(value) && isCampaignVideoLink(value)),
      'must be a YouTube video link (youtube.com/watch?v=…, youtu.be/…) or left empty',
    ),
});

/** The organization's id of a form (`createdBy`), read as a positive id. */
export const campaignOrganizationField = (message: string) =>
  z.string({ error: 'is required' }).transform((value, context) => {
    const id = parsePositiveId(value.trim());
    if (id === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** §5: a campaign needs a goal above 0 in ETB or USD (or both); the issue is reported on `goalEtbAmount`. */
export function requireAGoal(
  fields: { goalEtbAmount: number; goalUsdAmount: number },
  context: z.RefinementCtx,
): void {
  if (campaignGoalsProblem(fields) === 'no-goal') {
    context.addIssue({
      code: 'custom',
      path: ['goalEtbAmount'],
      message: 'needs a goal above 0 in ETB or USD (or both)',
    });
  }
}

/** The owner's form's text fields: the content, their organization, and never a charity's campaign. */
export const newCampaignFields = campaignContentFields
  .extend({
    createdBy: campaignOrganizationField('must be the id of your approved organization'),
    createdByCharity: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || value.trim() === '' || value.trim() === 'false',
        'must be false: only Lomi’s team sets up a charity’s campaign',
      ),
  })
  .superRefine(requireAGoal);

/** The form's text fields once checked. */
export type CheckedNewCampaign = z.output<typeof newCampaignFields>;

/**
 * A form's text fields checked by `schema`, or a 400 naming the first wrong field (`errors` has one message
 * per field): a multipart form is not checked by the route's own schema, its parts are read as they come.
 */
export function checkedFormFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path.join('.') || 'form'] ??= issue.message;
  }
  const [field, message] = Object.entries(errors)[0]!;
  throw new ApiError(400, ErrorCodes.validation, `Invalid field "${field}": ${message}`, errors);
}
