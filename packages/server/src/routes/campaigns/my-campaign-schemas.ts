import { CAMPAIGN_DESCRIPTION_MAX_LENGTH, CAMPAIGN_TITLE_MAX_LENGTH, type MyCampaign } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';
import { donationSchema } from '../donations/donation-schemas.ts';
import { ownCampaignSchema } from './campaign-schemas.ts';

// §5 "Update Campaign: title and description non-empty", with the lengths of @lomi/core's Edit Campaign form.

const editedText = (maxLength: number) =>
  z
    .string({ error: 'must be text' })
    // Form posts turn line breaks into CRLF (the HTML form encoding); stored text keeps plain \n.
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'must not be empty').max(maxLength, `must be at most ${maxLength} characters`))
    .optional();

/**
 * Body of `PATCH /campaign/update/{id}` (JSON or multipart form fields): any of title and description.
 * Another field (a category, a goal, a photo) is refused rather than ignored, so a client never believes it
 * changed something it did not.
 */
export const campaignUpdateBody = z
  .looseObject({
    title: editedText(CAMPAIGN_TITLE_MAX_LENGTH),
    description: editedText(CAMPAIGN_DESCRIPTION_MAX_LENGTH),
  })
  .superRefine((body, context) => {
    for (const key of Object.keys(body)) {
      if (key !== 'title' && key !== 'description') {
        // Named by its own path, so `errors` says which field was refused.
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'cannot be changed here; only title and description can',
        });
      }
    }
  })
  .default({});

/**
 * Answer of `GET /api/campaigns/mine/{id}` and `POST /api/campaigns/`: an own campaign with its latest
 * completed donations.
 */
export const myCampaignSchema = shapeOf<MyCampaign>()(
  ownCampaignSchema.extend({ donations: z.array(donationSchema) }).meta({ id: 'MyCampaign' }),
);
