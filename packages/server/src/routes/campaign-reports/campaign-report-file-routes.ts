import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignReports } from '../../campaign-reports/campaign-reports.ts';

export interface CampaignReportFileRoutesOptions {
  reports: CampaignReports;
}

/** The owner's campaign report as CSV and PDF files (issue 15 #3), streamed. */
export const campaignReportFileRoutes: FastifyPluginAsyncZod<
  CampaignReportFileRoutesOptions
> = async () => {};
