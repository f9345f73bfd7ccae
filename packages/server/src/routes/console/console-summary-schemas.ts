import type { ConsoleSummary } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';

const count = (what: string) => z.number().int().nonnegative().describe(what);

/** `GET /api/console/summary/`: what waits for the team. */
export const consoleSummarySchema = shapeOf<ConsoleSummary>()(
  z
    .object({
      organizations_pending: count('Organizations whose approval is pending.'),
      campaigns_in_review: count('Campaigns submitted for review.'),
      withdrawals_pending: count('Withdrawal requests not yet approved or rejected.'),
      reports_open: count('Reports not yet resolved.'),
      help_questions_open: count('Help questions not yet resolved.'),
      payments_flagged: count('Flagged payments nobody resolved yet.'),
      exchange_rate: z
        .object({
          etb_per_usd: z.number().positive().describe('Birr per US dollar.'),
          set_at: z.string().describe('When it was set (ISO 8601).'),
          age_seconds: z.number().int().nonnegative().describe('Its age in whole seconds.'),
        })
        .nullable()
        .describe('The USD→ETB rate in force; null when none was ever set (USD donations then fail).'),
    })
    .meta({ id: 'ConsoleSummary' }),
);
