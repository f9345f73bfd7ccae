import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/api-error.ts';
import { assertPageInRange, pageWindow, pagedList } from '../../http/paging.ts';
import { idParams } from '../../http/query-params.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limiter.ts';
import type { OrganizationRepository } from '../../organizations/organization-repository.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import type { DonationRepository } from '../../donations/donation-repository.ts';
import { campaignListQuery, campaignSchema } from './campaign-schemas.ts';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { contactFundraiserRoutes } from './contact-fundraiser-routes.ts';
import type { FundraiserMessages } from '../../notifications/fundraiser-messages.ts';
import { myCampaignRoutes } from './my-campaign-routes.ts';
import type { ImagePreviews } from '../../media/image-previews.ts';

export interface CampaignRoutesOptions {
  campaigns: CampaignRepository;
  donations: DonationRepository;
  /** Delivers messages to organizers. */
  messages: FundraiserMessages;
  organizations: OrganizationRepository;
  /** Counts messages to organizers per client. */
  limiter: RateLimiter;
  /** Messages to organizers per client and window (LOMI_CONTACT_RATE_LIMIT_*). */
  contactRateLimit: RateRule;
  /** Signs the owner's links to the images of campaigns that are not public yet. */
  previews: ImagePreviews;
}

/**
 * Campaign endpoints of §7: the public paged list, the featured ones and one campaign; the owner's own
 * campaigns and their update (my-campaign-routes.ts); messages to an organizer (contact-fundraiser-routes.ts).
 */
export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (
  app,
  { campaigns, donations, messages, organizations, limiter, contactRateLimit, previews },
) => {
  await app.register(myCampaignRoutes, { campaigns, donations, previews });
  await app.register(contactFundraiserRoutes, { messages, limiter, rateLimit: contactRateLimit });

  app.get(
    '/api/campaigns/',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['campaigns'],
        summary: 'A page of public campaigns',
        querystring: campaignListQuery,
        response: { 200: pagedListSchema(campaignSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, category, search, organization_id: organizationId, ordering } = request.query;
      if (organizationId !== undefined && !(await organizations.existsPublic(organizationId))) {
        throw notFound('Organization', organizationId);
      }
      const {
        campaigns: results,
        count,
        total,
      } = await campaigns.list(
        {
          categories: category,
          ...(search ? { search } : {}),
          ...(organizationId ? { organizationId } : {}),
        },
        pageWindow(page),
        ordering,
      );
      assertPageInRange(page, count);
      return pagedList(results, count, total);
    },
  );

  app.get(
    '/api/campaigns/featured',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['campaigns'],
        summary: 'The featured campaigns',
        response: { 200: z.array(campaignSchema), ...errorResponses },
      },
    },
    async () => campaigns.featured(),
  );

  app.get(
    '/api/campaigns/:id',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['campaigns'],
        summary: 'One public campaign',
        params: idParams,
        response: { 200: campaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await campaigns.findPublic(request.params.id);
      if (!campaign) throw notFound('Campaign', request.params.id);
      return campaign;
    },
  );
};
