import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/api-error.ts';
import { assertPageInRange, pageWindow, pagedList } from '../../http/paging.ts';
import { idParams, pageParam } from '../../http/query-params.ts';
import type { CharityRepository } from '../../charities/charity-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { charitySchema } from './charity-schemas.ts';

export interface CharityRoutesOptions {
  charities: CharityRepository;
}

/** GET /charity/ (paged list like every other list) and GET /charity/byid/{id}. */
export const charityRoutes: FastifyPluginAsyncZod<CharityRoutesOptions> = async (app, { charities }) => {
  app.get(
    '/charity/',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['charities'],
        summary: 'A page of charities',
        querystring: z.object({ page: pageParam }),
        response: { 200: pagedListSchema(charitySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { charities: results, count } = await charities.list(pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.get(
    '/charity/byid/:id',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['charities'],
        summary: 'One charity',
        params: idParams,
        response: { 200: charitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const charity = await charities.find(request.params.id);
      if (!charity) throw notFound('Charity', request.params.id);
      return charity;
    },
  );
};
