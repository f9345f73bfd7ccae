import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import type { CampaignModeration } from '../../campaigns/campaign-moderation.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import {
  campaignDeadlineBody,
  campaignReasonBody,
  consoleCampaignParams,
  consoleCampaignQuery,
  consoleCampaignSchema,
  consoleCampaignSummarySchema,
} from './console-campaign-schemas.ts';

/**
 * The console's campaigns (issue 14 #4, moderation): every status listed and filtered, one campaign in
 * detail, and the actions publish, reject, unpublish, feature, unfeature, deadline, close. Operators only.
 * Each action answers the campaign as it is now; a campaign not in the state an action takes is a 409.
 */
export const consoleCampaignRoutes: FastifyPluginAsyncZod<{ moderation: CampaignModeration }> = async (
  app,
  { moderation },
) => {
  const tags = ['console'];
  const config = { auth: 'operator' as const };

  app.get(
    '/api/console/campaigns/',
    {
      config,
      schema: {
        tags,
        summary: 'A page of campaigns of every status, newest first, filtered',
        querystring: consoleCampaignQuery,
        response: { 200: pagedListSchema(consoleCampaignSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      signedInOperator(request);
      const { page, status, search, organization, featured } = request.query;
      const { results, count } = await moderation.list(
        { status, search, organizationId: organization, featured },
        pageWindow(page),
      );
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.get(
    '/api/console/campaigns/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'One campaign of any status, with its owner, review and totals',
        params: consoleCampaignParams,
        response: { 200: consoleCampaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      signedInOperator(request);
      return moderation.get(request.params.id);
    },
  );

  app.post(
    '/api/console/campaigns/:id/publish/',
    {
      config,
      schema: {
        tags,
        summary: 'Publish a campaign in review or unpublished: listed, donatable',
        params: consoleCampaignParams,
        response: { 200: consoleCampaignSchema, ...errorResponses },
      },
    },
    async (request) => moderation.publish(signedInOperator(request).id, request.params.id),
  );

  app.post(
    '/api/console/campaigns/:id/reject/',
    {
      config,
      schema: {
        tags,
        summary: 'Reject a campaign in review with a reason its owner reads',
        params: consoleCampaignParams,
        body: campaignReasonBody,
        response: { 200: consoleCampaignSchema, ...errorResponses },
      },
    },
    async (request) =>
      moderation.reject(signedInOperator(request).id, request.params.id, request.body.reason),
  );

  app.post(
    '/api/console/campaigns/:id/unpublish/',
    {
      config,
      schema: {
        tags,
        summary: 'Unpublish a campaign (not public, not donatable), with a reason',
        params: consoleCampaignParams,
        body: campaignReasonBody,
        response: { 200: consoleCampaignSchema, ...errorResponses },
      },
    },
    async (request) =>
      moderation.unpublishNow(signedInOperator(request).id, request.params.id, request.body.reason),
  );

  app.post(
    '/api/console/campaigns/:id/feature/',
    {
      config,
      schema: {
        tags,
        summary: 'Feature a published campaign that takes donations',
        params: consoleCampaignParams,
        response: { 200: consoleCampaignSchema, ...errorResponses },
      },
    },
    async (request) => moderation.feature(signedInOperator(request).id, request.params.id),
  );

  app.post(
    '/api/console/campaigns/:id/unfeature/',
    {
      config,
      schema: {
        tags,
        summary: 'Take a campaign off the featured carousel',
        params: consoleCampaignParams,
        response: { 200: consoleCampaignSchema, ...errorResponses },
      },
    },
    async (request) => moderation.unfeature(signedInOperator(request).id, request.params.id),
  );

  app.put(
    '/api/console/campaigns/:id/deadline/',
    {
      config,
      schema: {
        tags,
        summary: 'Set, change or (null) clear the deadline for donations',
        params: consoleCampaignParams,
        body: campaignDeadlineBody,
        response: { 200: consoleCampaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { deadline, previous_deadline: previous } = request.body;
      const asDate = (text: string | null) => (text === null ? null : new Date(text));
      return moderation.setDeadline(
        signedInOperator(request).id,
        request.params.id,
        asDate(deadline),
        previous === undefined ? undefined : asDate(previous),
      );
    },
  );

  app.post(
    '/api/console/campaigns/:id/close/',
    {
      config,
      schema: {
        tags,
        summary: 'Close a published campaign for good: it takes no more donations',
        params: consoleCampaignParams,
        response: { 200: consoleCampaignSchema, ...errorResponses },
      },
    },
    async (request) => moderation.close(signedInOperator(request).id, request.params.id),
  );
};
