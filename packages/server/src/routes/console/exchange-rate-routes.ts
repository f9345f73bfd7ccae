import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import type { ExchangeRates } from '../../exchange-rates/exchange-rates.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import {
  exchangeRateEntrySchema,
  exchangeRateOverviewSchema,
  exchangeRateQuery,
  setExchangeRateBody,
} from './exchange-rate-schemas.ts';

/**
 * The USD → ETB rate in the console (issue 14 #8), operators only: the rate in force with its history, and
 * setting a new one (added to the history, never changing an old one; audited).
 */
export const consoleExchangeRateRoutes: FastifyPluginAsyncZod<{ exchangeRates: ExchangeRates }> = async (
  app,
  { exchangeRates },
) => {
  app.get(
    '/api/console/exchange-rate/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'The USD → ETB rate in force and a page of its history',
        querystring: exchangeRateQuery,
        response: { 200: exchangeRateOverviewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { current, results, count } = await exchangeRates.overview(pageWindow(page));
      assertPageInRange(page, count);
      return { current, history: pagedList(results, count, count) };
    },
  );

  app.post(
    '/api/console/exchange-rate/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Set the USD → ETB rate for USD donations from now on',
        body: setExchangeRateBody,
        response: { 201: exchangeRateEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { etb_per_unit: rate, previous_id: previousId } = request.body;
      const entry = await exchangeRates.set(signedInOperator(request).id, rate, previousId);
      return reply.status(201).send(entry);
    },
  );
};
