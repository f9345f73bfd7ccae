import { REPORT_MESSAGE_MAX_LENGTH, REPORT_REASONS, type SubmittedReport } from '@lomi/core';
import { z } from 'zod';
import { databaseId } from '../../http/database-id.ts';
import { emailAddress, INVALID_EMAIL } from '../../http/email-address-field.ts';
import { phoneNumberField } from '../../http/phone-number-field.ts';
import { shapeOf } from '../../http/response-schema.ts';

// §5 on the server: the same rules as the report form of @lomi/core (its e-mail pattern, its lengths), so
// what the form lets through the server accepts.

const targetId = (what: string) =>
  databaseId(`must be ${what} id (a whole number)`)
    .nullish()
    .transform((value) => value ?? null);

const INVALID_PHONE = 'Enter a valid 9-digit phone number (251 followed by 9 digits)';

/** An optional contact field: trimmed, `null` when empty or left out. */
const optionalContact = z
  .string({ error: 'must be text' })
  .nullish()
  .transform((value) => value?.trim() || null);

/** The message when free text comes with a reason other than `other`. */
export const MESSAGE_ONLY_FOR_OTHER =
  'is only accepted with the reason other; leave it out for spam, fraud, violence and misinformation';

/**
 * Body of `POST /api/reports/` (§3 Report). A `message` with another reason than `other` is refused
 * rather than dropped: the form only offers text for `other`, so text with another reason means a client
 * that would otherwise lose what the reporter wrote without knowing.
 */
export const newReportBody = z
  .object({
    target_type: z.enum(['campaign', 'organization'], { error: 'must be campaign or organization' }),
    campaign_id: targetId('a campaign'),
    organization_id: targetId('an organization'),
    reason: z.enum(REPORT_REASONS, { error: `must be one of ${REPORT_REASONS.join(', ')}` }),
    message: z
      .string({ error: 'must be text' })
      .nullish()
      .transform((value) => value?.trim() ?? '')
      .pipe(
        z.string().max(REPORT_MESSAGE_MAX_LENGTH, `must be at most ${REPORT_MESSAGE_MAX_LENGTH} characters`),
      ),
    reporter_email: optionalContact.pipe(
      z.union([z.null(), emailAddress(z.string())], { error: INVALID_EMAIL }),
    ),
    reporter_phone: optionalContact.pipe(
      z.union([z.null(), phoneNumberField(INVALID_PHONE)], { error: INVALID_PHONE }),
    ),
  })
  .superRefine((body, context) => {
    const [own, other] =
      body.target_type === 'campaign'
        ? (['campaign_id', 'organization_id'] as const)
        : (['organization_id', 'campaign_id'] as const);
    if (body[own] === null) {
      context.addIssue({
        code: 'custom',
        path: [own],
        message: `is required when target_type is ${body.target_type}`,
      });
    }
    if (body[other] !== null) {
      context.addIssue({
        code: 'custom',
        path: [other],
        message: `must be left out when target_type is ${body.target_type}`,
      });
    }
    if (body.reason === 'other' && body.message === '') {
      context.addIssue({
        code: 'custom',
        path: ['message'],
        message: 'is required when the reason is other',
      });
    }
    if (body.reason !== 'other' && body.message !== '') {
      context.addIssue({ code: 'custom', path: ['message'], message: MESSAGE_ONLY_FOR_OTHER });
    }
  });

export type NewReportBody = z.infer<typeof newReportBody>;

/** Answer of `POST /api/reports/` (201): the stored report, without the reporter's contact details. */
export const submittedReportSchema = shapeOf<SubmittedReport>()(
  z.object({
    id: z.number().int(),
    target_type: z.enum(['campaign', 'organization']),
    campaign_id: z.number().int().nullable(),
    organization_id: z.number().int().nullable(),
    reason: z.enum(REPORT_REASONS),
    created: z.string().describe('ISO 8601 timestamp.'),
  }),
);
