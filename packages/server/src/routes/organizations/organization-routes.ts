import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.ts';
import { assertPageInRange, pageWindow, pagedList } from '../../http/paging.ts';
import { idParams, pageParam, searchParam } from '../../http/query-params.ts';
import { notFound } from '../../errors/api-error.ts';
import type { OrganizationRepository } from '../../organizations/organization-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import {
  organizationDetailSchema,
  organizationSchema,
  ownOrganizationSchema,
} from './organization-schemas.ts';

export interface OrganizationRoutesOptions {
  organizations: OrganizationRepository;
}

const listQuery = z.object({ page: pageParam, search: searchParam });

/**
 * GET /api/organizations/all_organizations/: approved organizations, paged, searchable by name.
 * GET /api/organizations/my_organization/ (login): the signed-in user's own organizations in any approval
 * status, newest first, paged and searchable the same way (§7; the profile's organization card), each with
 * its documents' file names and the review note (the public ones never carry either).
 * GET /api/organizations/{id}/: one approved organization with its totals (the public organization page).
 */
export const organizationRoutes: FastifyPluginAsyncZod<OrganizationRoutesOptions> = async (
  app,
  { organizations },
) => {
  app.get(
    '/api/organizations/all_organizations/',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['organizations'],
        summary: 'A page of approved organizations',
        querystring: listQuery,
        response: { 200: pagedListSchema(organizationSchema), ...errorResponses },
      },
    },
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

  app.get(
    '/api/organizations/my_organization/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['organizations'],
        summary: 'A page of my organizations, any approval status',
        querystring: listQuery,
        response: { 200: pagedListSchema(ownOrganizationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const {
        organizations: results,
        count,
        total,
      } = await organizations.listOwned(signedInUser(request).id, search || undefined, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(results, count, total);
    },
  );

  // The public organization page (§2 /organization/{id}): public fields and totals; 404 unless approved.
  app.get(
    '/api/organizations/:id/',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['organizations'],
        summary: 'One approved organization with its totals',
        params: idParams,
        response: { 200: organizationDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const organization = await organizations.findPublicDetail(request.params.id);
      if (!organization) throw notFound('Organization', request.params.id);
      return organization;
    },
  );
};
