import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/authenticate.ts';
import type { CampaignReports } from '../../campaign-reports/campaign-reports.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import { idParams } from '../../http/query-params.ts';
import type { FastifyRequest } from 'fastify';
import {
  campaignReportDonationSchema,
  campaignReportSchema,
  reportDonationsQuery,
  reportPeriodQuery,
} from './campaign-report-schemas.ts';

export interface CampaignReportRoutesOptions {
  reports: CampaignReports;
}

/**
 * The campaign whose report `request` asks for, when its user may read it (the owner or an operator); 403
 * for someone else's public campaign, 404 otherwise (as `campaignRefusal` answers the owner's other routes).
 */
export async function reportCampaign(reports: CampaignReports, request: FastifyRequest, id: number) {
  const found = await reports.access(signedInUser(request), id);
  if (found.access === 'forbidden')
    throw new ApiError(403, ErrorCodes.forbidden, `Campaign ${id} belongs to another organization.`);
  if (found.access === 'missing') throw notFound('Campaign', id);
  return found.campaign;
}

/** The owner's campaign report as JSON (issue 15 #3, §2 /campaign/{id}/report): figures and donations. */
export const campaignReportRoutes: FastifyPluginAsyncZod<CampaignReportRoutesOptions> = async (
  app,
  { reports },
) => {
  app.get(
    '/api/campaigns/:id/report/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['campaign reports'],
        summary: "A campaign's report figures for a period (owner, operator)",
        params: idParams,
        querystring: reportPeriodQuery,
        response: { 200: campaignReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const campaign = await reportCampaign(reports, request, request.params.id);
      return reports.figures(campaign, reports.period(campaign, request.query));
    },
  );

  app.get(
    '/api/campaigns/:id/report/donations/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['campaign reports'],
        summary: "A page of a campaign report's donations (owner, operator)",
        params: idParams,
        querystring: reportDonationsQuery,
        response: { 200: pagedListSchema(campaignReportDonationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, ...query } = request.query;
      const campaign = await reportCampaign(reports, request, request.params.id);
      const period = reports.period(campaign, query);
      const { donations, count } = await reports.donationsPage(campaign.id, period, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(donations, count, count);
    },
  );
};
