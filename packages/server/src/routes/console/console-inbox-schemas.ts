import {
  CAMPAIGN_STATUSES,
  REPORT_REASONS,
  REPORT_RESOLUTION_ACTIONS,
  RESOLUTION_NOTE_MAX_LENGTH,
  type ConsoleHelpQuestion,
  type ConsoleReport,
} from '@lomi/core';
import { z } from 'zod';
import { pageParam, positiveInt } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';

const targetTypes = ['campaign', 'organization'] as const;

const inboxStatus = z
  .enum(['open', 'resolved'], { error: 'must be open or resolved' })
  .default('open')
  .describe('open (the default): newest first; resolved: most recently resolved first.');

/** The filters of `GET /api/console/reports/`. */
export const reportListQuery = z.object({
  page: pageParam,
  status: inboxStatus,
  target_type: z
    .enum(targetTypes, { error: 'must be campaign or organization' })
    .optional()
    .describe('Only reports of campaigns, or of organizations.'),
});

/** The filters of `GET /api/console/help-questions/`. */
export const helpQuestionListQuery = z.object({ page: pageParam, status: inboxStatus });

/** `{id}` of a report or a help question. */
export const inboxItemParams = z.object({ id: positiveInt });

/** A resolution note: line breaks made `\n`, trimmed, 1 to 1000 characters. */
const resolutionNote = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .max(RESOLUTION_NOTE_MAX_LENGTH, `must be at most ${RESOLUTION_NOTE_MAX_LENGTH} characters`),
  );

/** `POST /api/console/reports/{id}/resolve/`. */
export const resolveReportBody = z.object({
  note: resolutionNote.describe('What the operator found and did (1 to 1000 characters).'),
  action: z
    .enum(REPORT_RESOLUTION_ACTIONS, { error: `must be one of ${REPORT_RESOLUTION_ACTIONS.join(', ')}` })
    .describe(
      'Done in the same step: none; unpublish-campaign (campaign reports); suspend-organization (the ' +
        "reported organization, or the reported campaign's).",
    ),
});

/** `POST /api/console/help-questions/{id}/resolve/`. */
export const resolveHelpQuestionBody = z.object({
  note: resolutionNote.describe('What was answered (the answer itself goes by e-mail, outside Lomi).'),
});

const resolver = z
  .object({ id: z.number().int(), username: z.string() })
  .nullable()
  .describe('The operator who resolved it; null if that account no longer exists.');

/** A report as the console's inbox shows it. */
export const consoleReportSchema = shapeOf<ConsoleReport>()(
  z
    .object({
      id: z.number().int(),
      target_type: z.enum(targetTypes),
      reason: z.enum(REPORT_REASONS),
      message: z.string().describe('What the reporter wrote (with the reason other); empty otherwise.'),
      reporter_email: z.string().nullable(),
      reporter_phone: z.string().nullable(),
      created: z.string().describe('ISO 8601 timestamp.'),
      campaign: z
        .object({ id: z.number().int(), title: z.string(), status: z.enum(CAMPAIGN_STATUSES) })
        .nullable()
        .describe('The reported campaign; null for an organization report.'),
      organization: z
        .object({
          id: z.number().int(),
          name: z.string(),
          state: z.enum(['pending', 'approved', 'rejected', 'suspended']),
        })
        .describe("The reported organization, or the reported campaign's."),
      resolution: z
        .object({
          resolved: z.string().describe('ISO 8601 timestamp.'),
          operator: resolver,
          note: z.string(),
          action: z.enum(REPORT_RESOLUTION_ACTIONS),
        })
        .nullable()
        .describe('Null while the report is open.'),
    })
    .meta({ id: 'ConsoleReport' }),
);

/** A help question as the console's inbox shows it. */
export const consoleHelpQuestionSchema = shapeOf<ConsoleHelpQuestion>()(
  z
    .object({
      id: z.number().int(),
      email: z.string().describe('Where the answer goes (by e-mail, outside Lomi).'),
      question: z.string(),
      created: z.string().describe('ISO 8601 timestamp.'),
      resolution: z
        .object({
          resolved: z.string().describe('ISO 8601 timestamp.'),
          operator: resolver,
          note: z.string().describe('What was answered.'),
        })
        .nullable()
        .describe('Null while the question is open.'),
    })
    .meta({ id: 'ConsoleHelpQuestion' }),
);
