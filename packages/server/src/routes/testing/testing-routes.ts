import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { idParams } from '../../http/query-params.ts';
import type { OrganizationReview } from '../../organizations/organization-review.ts';

export interface TestingRoutesOptions {
  review: OrganizationReview;
}

/**
 * Hooks for the end-to-end suite, registered only with LOMI_TESTING_HOOKS=1 (the configuration refuses it
 * with NODE_ENV=production) and left out of the API document (`isNonApiRoute`): they let anyone act as
 * Lomi's team.
 *
 * POST /api/testing/organizations/{id}/approve: approves an organization, as the operator console will
 * (issue 14), so a spec can create a campaign for the organization it just created.
 */
export const testingRoutes: FastifyPluginAsyncZod<TestingRoutesOptions> = async (app, { review }) => {
  app.post(
    '/api/testing/organizations/:id/approve',
    {
      schema: {
        params: idParams,
        response: {
          200: z.object({ id: z.number().int(), approval_status: z.literal('approved') }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      await review.approve(null, request.params.id);
      return { id: request.params.id, approval_status: 'approved' as const };
    },
  );
};
