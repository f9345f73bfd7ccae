import multipart from '@fastify/multipart';
import type { CampaignUpdate } from '@lomi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.ts';
import { notFound } from '../../errors/api-error.ts';
import { CAMPAIGN_UPDATE_BODY_LIMIT } from '../../http/body-limits.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import { idParams, pageParam } from '../../http/query-params.ts';
import type { DonationRepository } from '../../donations/donation-repository.ts';
import { campaignRefusal } from './campaign-refusal.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import { campaignUpdateBody, myCampaignSchema } from './my-campaign-schemas.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { donationSchema } from '../donations/donation-schemas.ts';
import { campaignSchema, ownCampaignSchema } from './campaign-schemas.ts';

export interface MyCampaignRoutesOptions {
  campaigns: CampaignRepository;
  donations: DonationRepository;
}

/**
 * The signed-in owner's campaigns (§6 "Campaign owner": the user owns the campaign's organization): their
 * list, one with its latest donations, its donations page by page, and the Update Campaign call. Another
 * user's campaign is not found by the reads; the update refuses it with 403 when it is public, and answers
 * 404 for anything else.
 */
export const myCampaignRoutes: FastifyPluginAsyncZod<MyCampaignRoutesOptions> = async (
  app,
  { campaigns, donations },
) => {
  // §7 sends the update as multipart form fields; only text fields, no files (photos are not edited here).
  // Registered in this plugin only, so no other route parses multipart bodies.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 10, fieldSize: 64 * 1024, files: 0, parts: 10 },
  });

  app.get(
    '/api/campaigns/mine/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['my campaigns'],
        summary: 'A page of my campaigns, any status',
        querystring: z.object({ page: pageParam }),
        response: { 200: pagedListSchema(ownCampaignSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { campaigns: results, count } = await campaigns.listOwned(
        signedInUser(request).id,
        pageWindow(page),
      );
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.get(
    '/api/campaigns/mine/:id',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['my campaigns'],
        summary: 'One of my campaigns with its latest donations',
        params: idParams,
        response: { 200: myCampaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await campaigns.findOwned(signedInUser(request).id, request.params.id);
      if (!campaign) throw notFound('Campaign', request.params.id);
      const latest = await donations.listCompleted(campaign.id, pageWindow(1));
      return { ...campaign, donations: latest.donations };
    },
  );

  // The dashboard's donation list past its first page (the poll above brings the first); as
  // GET /api/donations/ pages a public campaign's, for an own campaign in any status.
  app.get(
    '/api/campaigns/mine/:id/donations',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['my campaigns'],
        summary: "A page of my campaign's completed donations",
        params: idParams,
        querystring: z.object({ page: pageParam }),
        response: { 200: pagedListSchema(donationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page } = request.query;
      if ((await campaigns.ownership(signedInUser(request).id, id)) !== 'owner')
        throw notFound('Campaign', id);
      const { donations: results, count } = await donations.listCompleted(id, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.patch(
    '/campaign/update/:id',
    {
      config: { auth: 'required' },
      bodyLimit: CAMPAIGN_UPDATE_BODY_LIMIT,
      schema: {
        tags: ['my campaigns'],
        summary: "Change my campaign's title or description",
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: campaignUpdateBody,
        response: { 200: campaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { id } = request.params;
      // 403 only for a public campaign of someone else; their drafts are as unknown here as in the reads.
      const refusal = () => campaignRefusal(campaigns, userId, id);
      if ((await campaigns.ownership(userId, id)) !== 'owner') throw await refusal();
      const { title, description } = request.body;
      const fields: CampaignUpdate = {
        ...(title !== undefined ? { title } : {}),
        ...(description !== undefined ? { description } : {}),
      };
      // The organization may have changed hands since the check: the update itself checks again.
      if (Object.keys(fields).length > 0 && !(await campaigns.updateOwned(userId, id, fields))) {
        throw await refusal();
      }
      const campaign = await campaigns.findOwned(userId, id);
      if (!campaign) throw await refusal();
      return campaign;
    },
  );
};
