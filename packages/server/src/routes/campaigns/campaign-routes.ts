import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/api-error.ts';
import { assertPageInRange, pageWindow, pagedList } from '../../http/paging.ts';
import { idParams } from '../../http/query-params.ts';
import type { OrganizationRepository } from '../organizations/organization-repository.ts';
import type { CampaignRepository } from './campaign-repository.ts';
import { campaignListQuery } from './campaign-schemas.ts';

export interface CampaignRoutesOptions {
  campaigns: CampaignRepository;
  organizations: OrganizationRepository;
}

/** Public campaign endpoints of §7: the paged list, the featured ones and one campaign. */
export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (
  app,
  { campaigns, organizations },
) => {
  app.get('/api/campaigns/', { schema: { querystring: campaignListQuery } }, async (request) => {
    const { page, category, search, organization_id: organizationId, ordering } = request.query;
    if (organizationId !== undefined && !(await organizations.existsPublic(organizationId))) {
      throw notFound('Organization', organizationId);
    }
    const {
      campaigns: results,
      count,
      total,
    } = await campaigns.list(
      { categories: category, ...(search ? { search } : {}), ...(organizationId ? { organizationId } : {}) },
      pageWindow(page),
      ordering,
    );
    assertPageInRange(page, count);
    return pagedList(results, count, total);
  });

  app.get('/api/campaigns/featured', async () => campaigns.featured());

  app.get('/api/campaigns/:id', { schema: { params: idParams } }, async (request) => {
    const campaign = await campaigns.findPublic(request.params.id);
    if (!campaign) throw notFound('Campaign', request.params.id);
    return campaign;
  });
};
