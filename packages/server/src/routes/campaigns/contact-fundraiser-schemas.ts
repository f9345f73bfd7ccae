import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  isValidPersonName,
  type ContactFundraiserAnswer,
} from '@lomi/core';
import { z } from 'zod';
import { emailAddress } from '../../http/email-address-field.ts';
import { shapeOf } from '../../http/response-schema.ts';
import { requiredText } from '../../http/required-text.ts';

// The Contact Fundraiser form's rules of @lomi/core (contactFundraiserErrors), worded for API clients.

/** Body of `POST /api/campaigns/{id}/contact/`. */
export const contactFundraiserBody = z.object({
  name: requiredText(CONTACT_NAME_MAX_LENGTH).refine(
    isValidPersonName,
    'must be a name of letters and spaces (no digits or symbols)',
  ),
  email: requiredText().pipe(emailAddress(z.string())),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});

export type ContactFundraiserBody = z.infer<typeof contactFundraiserBody>;

/** Answer of `POST /api/campaigns/{id}/contact/` (201): the message reached the organizer. */
export const contactFundraiserAnswerSchema = shapeOf<ContactFundraiserAnswer>()(
  z.object({ campaign_id: z.number().int(), created: z.string().describe('ISO 8601 timestamp.') }),
);
