import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleSummaryRepository } from '../../console/console-summary-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { consoleSummarySchema } from './console-summary-schemas.ts';

/** The console's start page (issue 14 #2): what waits for the team, counted from indexes. */
export const consoleSummaryRoutes: FastifyPluginAsyncZod<{ summary: ConsoleSummaryRepository }> = async (
  app,
  { summary },
) => {
  app.get(
    '/api/console/summary/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'What waits for the team, and the age of the exchange rate',
        response: { 200: consoleSummarySchema, ...errorResponses },
      },
    },
    async () => summary.summary(),
  );
};
