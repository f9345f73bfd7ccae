import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/api-error.ts';
import { assertPageInRange, pageWindow, pagedList } from '../../http/paging.ts';
import { idParams, pageParam } from '../../http/query-params.ts';
import type { CharityRepository } from '../../charities/charity-repository.ts';

export interface CharityRoutesOptions {
  charities: CharityRepository;
}

/** GET /charity/ (paged list like every other list) and GET /charity/byid/{id}. */
export const charityRoutes: FastifyPluginAsyncZod<CharityRoutesOptions> = async (app, { charities }) => {
  app.get('/charity/', { schema: { querystring: z.object({ page: pageParam }) } }, async (request) => {
    const { page } = request.query;
    const { charities: results, count } = await charities.list(pageWindow(page));
    assertPageInRange(page, count);
    return pagedList(results, count, count);
  });

  app.get('/charity/byid/:id', { schema: { params: idParams } }, async (request) => {
    const charity = await charities.find(request.params.id);
    if (!charity) throw notFound('Charity', request.params.id);
    return charity;
  });
};
