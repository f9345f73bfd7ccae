import type { ExchangeRateEntry, ExchangeRateOverview } from '@lomi/core';
import { z } from 'zod';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { pageParam } from '../../http/query-params.ts';
import { shapeOf } from '../../http/response-schema.ts';

/** One recorded USD → ETB rate. */
export const exchangeRateEntrySchema = shapeOf<ExchangeRateEntry>()(
  z
    .object({
      id: z.number().int(),
      currency: z.literal('USD'),
      etb_per_unit: z.string().describe('Birr per US dollar, exact, as decimal text with 4 to 6 decimals.'),
      set_by: z
        .object({ id: z.number().int(), username: z.string() })
        .nullable()
        .describe('The operator who set it; null for a rate recorded without one (the demo seed).'),
      effective_at: z.string().describe('ISO 8601 timestamp: from when it counts.'),
    })
    .meta({ id: 'ExchangeRateEntry' }),
);

/** `GET /api/console/exchange-rate/`. */
export const exchangeRateOverviewSchema = shapeOf<ExchangeRateOverview>()(
  z.object({
    current: exchangeRateEntrySchema
      .nullable()
      .describe('The rate USD donations are converted at; null while none is recorded.'),
    history: pagedListSchema(exchangeRateEntrySchema).describe('Every rate recorded, newest first.'),
  }),
);

/** The query of `GET /api/console/exchange-rate/`. */
export const exchangeRateQuery = z.object({ page: pageParam.describe('The page of the history.') });

/** `POST /api/console/exchange-rate/`. */
export const setExchangeRateBody = z.object({
  etb_per_unit: z
    .string({ error: 'is required, as text such as "57.25"' })
    .max(32, 'must be a decimal number of birr per US dollar, such as 57.25')
    .describe(
      'Birr per US dollar as decimal text: 1–10,000, at most 6 decimals (text, so no float rounds it).',
    ),
  previous_id: z
    .number({ error: 'is required: the id of the current rate as you saw it, or null when there was none' })
    .int()
    .positive()
    .nullable()
    .describe('The current rate as the operator saw it (null: none). 409 when another rate was set since.'),
});
