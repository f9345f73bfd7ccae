import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/api-error.ts';
import { assertPageInRange, pageWindow, pagedList } from '../../http/paging.ts';
import { pageParam, positiveInt } from '../../http/query-params.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import type { DonationRepository } from '../../donations/donation-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { donationSchema } from './donation-schemas.ts';

export interface DonationRoutesOptions {
  donations: DonationRepository;
  campaigns: CampaignRepository;
}

const listQuery = z.object({ campaign_id: positiveInt, page: pageParam });

/** GET /api/donations/?campaign_id=&page=: a public campaign's completed donations, newest first. */
export const donationRoutes: FastifyPluginAsyncZod<DonationRoutesOptions> = async (
  app,
  { donations, campaigns },
) => {
  app.get(
    '/api/donations/',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['donations'],
        summary: "A page of a public campaign's completed donations",
        querystring: listQuery,
        response: { 200: pagedListSchema(donationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { campaign_id: campaignId, page } = request.query;
      if (!(await campaigns.existsPublic(campaignId))) throw notFound('Campaign', campaignId);
      const { donations: results, count } = await donations.listCompleted(campaignId, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );
};
