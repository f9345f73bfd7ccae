import type { AuditLogEntry, Operator } from '@lomi/core';
import { z } from 'zod';
import { pageParam, positiveInt } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';

/** An operator of the console. */
export const operatorSchema = shapeOf<Operator>()(
  z
    .object({
      id: z.number().int(),
      username: z.string(),
      email: z.string().nullable(),
      full_name: z.string(),
    })
    .meta({ id: 'Operator' }),
);

/** The list of `GET /api/console/operators/` (there are few: not paged). */
export const operatorListSchema = z.array(operatorSchema);

/** `POST /api/console/operators/`: whom to make an operator. */
export const promoteOperatorBody = z.object({
  email: z.string().trim().min(1, 'Enter the e-mail address of the account.').max(254),
});

/** `{userId}` of `DELETE /api/console/operators/{userId}/`. */
export const operatorParams = z.object({ userId: positiveInt });

const filterText = z.string().trim().min(1).max(64).optional();

/** The filters of `GET /api/console/audit-log/`. */
export const auditLogQuery = z.object({
  page: pageParam,
  action: filterText.describe('Only this action, e.g. operator.promote.'),
  operator: positiveInt.optional().describe('Only the actions of this operator (a user id).'),
  target_type: filterText.describe('Only actions on this kind of target: user, organization, campaign, …'),
  target_id: positiveInt.optional().describe('Only actions on this target (with target_type).'),
});

/** One entry of the audit log. */
export const auditLogEntrySchema = shapeOf<AuditLogEntry>()(
  z
    .object({
      id: z.number().int(),
      operator: z
        .object({ id: z.number().int(), username: z.string() })
        .nullable()
        .describe('Who acted; null for the command line (npm run operator).'),
      action: z.string(),
      target_type: z.string(),
      target_id: z.number().int().nullable(),
      before: z.unknown().describe('The values before the action (JSON), or null.'),
      after: z.unknown().describe('The values after the action (JSON), or null.'),
      created: z.string().describe('ISO 8601 timestamp.'),
    })
    .meta({ id: 'AuditLogEntry' }),
);
