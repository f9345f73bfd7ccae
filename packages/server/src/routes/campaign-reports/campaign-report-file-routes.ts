import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CampaignReports } from '../../campaign-reports/campaign-reports.ts';
import { reportCsv, reportFileName, reportPdf } from '../../campaign-reports/report-files.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { binaryResponse } from '../../http/binary-response.ts';
import { idParams } from '../../http/query-params.ts';
import { reportCampaign } from './campaign-report-routes.ts';
import { reportFileQuery } from './campaign-report-schemas.ts';

export interface CampaignReportFileRoutesOptions {
  reports: CampaignReports;
}

const FILES = {
  csv: { type: 'text/csv; charset=utf-8', render: reportCsv, media: 'text/csv' },
  pdf: { type: 'application/pdf', render: reportPdf, media: 'application/pdf' },
} as const;

/**
 * The owner's campaign report as CSV and PDF files (issue 15 #3). Who may read it and the period are
 * checked first (errors are JSON as everywhere); then the figures are read, and the donations stream into
 * the file in keyset batches of 1,000 while it is sent, so a campaign of 100,000 donations is never held
 * whole in memory. Sent as an attachment the site saves (it downloads with its bearer token).
 */
export const campaignReportFileRoutes: FastifyPluginAsyncZod<CampaignReportFileRoutesOptions> = async (
  app,
  { reports },
) => {
  for (const [extension, file] of Object.entries(FILES) as Array<
    [keyof typeof FILES, (typeof FILES)[keyof typeof FILES]]
  >) {
    app.get(
      `/api/campaigns/:id/report.${extension}`,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['campaign reports'],
          summary: `A campaign's report as a ${extension.toUpperCase()} file (owner, operator)`,
          params: idParams,
          querystring: reportFileQuery,
          response: {
            200: binaryResponse(file.media, `The report (${extension.toUpperCase()}), an attachment.`),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { lang, ...query } = request.query;
        const campaign = await reportCampaign(reports, request, request.params.id);
        const period = reports.period(campaign, query);
        const report = await reports.figures(campaign, period);
        const stream = file.render(report, reports.donationBatches(campaign.id, period), lang);
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="${reportFileName(report, extension)}"`)
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  }
};
