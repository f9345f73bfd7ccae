import type { Campaign } from '@lomi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.ts';
import { notFound } from '../../errors/api-error.ts';
import { databaseId } from '../../http/database-id.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import { pageParam } from '../../http/query-params.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import type { SavedCampaignRepository } from '../../saved-campaigns/saved-campaign-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import {
  savedCampaignChangeSchema,
  savedCampaignIdsSchema,
  savedCampaignSchema,
} from './saved-campaign-schemas.ts';

export interface SavedCampaignRoutesOptions {
  saved: SavedCampaignRepository;
  campaigns: CampaignRepository;
}

const campaignBody = z.object({ campaign_id: databaseId('must be a campaign id (a whole number)') });

/** §3 Saved campaign: the campaign it wraps and when it was saved. */
export interface SavedCampaignBody {
  campaign: Campaign;
  created: string;
}

/** §7 saved campaigns of the signed-in user: save, unsave (both idempotent) and the paged list. */
export const savedCampaignRoutes: FastifyPluginAsyncZod<SavedCampaignRoutesOptions> = async (
  app,
  { saved, campaigns },
) => {
  app.post(
    '/api/saved-campaigns/save/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['saved campaigns'],
        summary: 'Save a campaign',
        body: campaignBody,
        response: { 200: savedCampaignChangeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { campaign_id: campaignId } = request.body;
      if (!(await campaigns.existsPublic(campaignId))) throw notFound('Campaign', campaignId);
      await saved.save(signedInUser(request).id, campaignId);
      return { campaign_id: campaignId, saved: true };
    },
  );

  app.post(
    '/api/saved-campaigns/unsave/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['saved campaigns'],
        summary: 'Unsave a campaign',
        body: campaignBody,
        response: { 200: savedCampaignChangeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { campaign_id: campaignId } = request.body;
      await saved.unsave(signedInUser(request).id, campaignId);
      return { campaign_id: campaignId, saved: false };
    },
  );

  app.get(
    '/api/saved-campaigns',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['saved campaigns'],
        summary: 'A page of my saved campaigns',
        querystring: z.object({ page: pageParam }),
        response: { 200: pagedListSchema(savedCampaignSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page } = request.query;
      const userId = signedInUser(request).id;
      const { rows, count } = await saved.page(userId, pageWindow(page));
      assertPageInRange(page, count);
      const found = await Promise.all(rows.map((row) => campaigns.findPublic(row.campaign_id)));
      const results: SavedCampaignBody[] = [];
      for (const [index, campaign] of found.entries()) {
        // Gone private between the two queries: leave it out rather than fail the page.
        if (campaign) results.push({ campaign, created: rows[index]!.created_at.toISOString() });
      }
      return pagedList(results, count, count);
    },
  );

  app.get(
    '/api/saved-campaigns/ids/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['saved campaigns'],
        summary: 'The ids of all my saved campaigns',
        response: { 200: savedCampaignIdsSchema, ...errorResponses },
      },
    },
    async (request) => ({ ids: await saved.ids(signedInUser(request).id) }),
  );
};
