import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertPageInRange, pageWindow, pagedList } from '../../http/paging.ts';
import { pageParam, searchParam } from '../../http/query-params.ts';
import type { OrganizationRepository } from './organization-repository.ts';

export interface OrganizationRoutesOptions {
  organizations: OrganizationRepository;
}

const listQuery = z.object({ page: pageParam, search: searchParam });

/** GET /api/organizations/all_organizations/: approved organizations, paged, searchable by name. */
export const organizationRoutes: FastifyPluginAsyncZod<OrganizationRoutesOptions> = async (
  app,
  { organizations },
) => {
  app.get(
    '/api/organizations/all_organizations/',
    { schema: { querystring: listQuery } },
    async (request) => {
      const { page, search } = request.query;
      const {
        organizations: results,
        count,
        total,
      } = await organizations.list(search || undefined, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(results, count, total);
    },
  );
};
