import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import type { AsratRepository } from '../../asrat/asrat-repository.ts';
import { asratCsv, asratPdf, asratReportFileName } from '../../asrat/asrat-documents.ts';
import { currentYear, type AsratService } from '../../asrat/asrat-service.ts';
import { signedInUser } from '../../auth/authenticate.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { binaryResponse } from '../../http/binary-response.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import {
  asratCampaignSchema,
  asratListQuery,
  asratPageSchema,
  asratSummarySchema,
  organizationParams,
  qrQuery,
  reportQuery,
  summaryQuery,
} from './asrat-schemas.ts';

export interface AsratRoutesOptions {
  asrat: AsratRepository;
  service: AsratService;
  /** Public origin of the site (no trailing slash): the QR code opens the Asrat page there. */
  publicSiteUrl: string;
  now?: () => Date;
}

/** The URL the printed QR code opens: the organization's Asrat page. */
export function asratPageUrl(publicSiteUrl: string, organizationId: number): string {
  return `${publicSiteUrl}/asrat/${organizationId}`;
}

/**
 * Asrat (§1, §3, §7; server README "Asrat"):
 * GET /api/campaigns/asrat/: the organizations that accept Asrat with their Asrat campaign, paged.
 * GET /api/asrat/{organizationId}: what the public Asrat page shows (404 unless the organization accepts it).
 * GET /api/asrat/generate-qr/?organization_id= (owner or operator): a PNG QR code of the Asrat page.
 * GET /api/asrat/{organizationId}/summary/?year= (owner or operator): the year per month and per member.
 * GET /api/asrat/{organizationId}/summary.csv and summary.pdf ?by=month|member&year=&lang= (owner or
 * operator): the same figures as a download.
 */
export const asratRoutes: FastifyPluginAsyncZod<AsratRoutesOptions> = async (
  app,
  { asrat, service, publicSiteUrl, now = () => new Date() },
) => {
  app.get(
    '/api/campaigns/asrat/',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['asrat'],
        summary: 'A page of the organizations that accept Asrat',
        querystring: asratListQuery,
        response: { 200: pagedListSchema(asratCampaignSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const { campaigns, count, total } = await asrat.list(search || undefined, pageWindow(page));
      assertPageInRange(page, count);
      return pagedList(campaigns, count, total);
    },
  );

  app.get(
    '/api/asrat/generate-qr/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['asrat'],
        summary: "A PNG QR code of an organization's Asrat page (owner)",
        querystring: qrQuery,
        response: {
          200: binaryResponse('image/png', 'The QR code, 640 px square, to print.'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const organizationId = request.query.organization_id;
      await service.openForOwner(signedInUser(request), organizationId);
      const png = await QRCode.toBuffer(asratPageUrl(publicSiteUrl, organizationId), {
        type: 'png',
        width: 640,
        margin: 4,
        errorCorrectionLevel: 'M',
      });
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
    },
  );

  app.get(
    '/api/asrat/:organizationId',
    {
      config: { cache: 'live' },
      schema: {
        tags: ['asrat'],
        summary: "An organization's Asrat page",
        params: organizationParams,
        response: { 200: asratPageSchema, ...errorResponses },
      },
    },
    (request) => service.page(request.params.organizationId),
  );

  app.get(
    '/api/asrat/:organizationId/summary/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['asrat'],
        summary: "A year of an organization's Asrat per month and member",
        params: organizationParams,
        querystring: summaryQuery,
        response: { 200: asratSummarySchema, ...errorResponses },
      },
    },
    (request) =>
      service.summary(
        signedInUser(request),
        request.params.organizationId,
        request.query.year ?? currentYear(now()),
      ),
  );

  for (const format of ['csv', 'pdf'] as const) {
    const mediaType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf';
    app.get(
      `/api/asrat/:organizationId/summary.${format}`,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['asrat'],
          summary: `A year of an organization's Asrat as a ${format.toUpperCase()} file`,
          params: organizationParams,
          querystring: reportQuery,
          response: {
            200: binaryResponse(mediaType.split(';')[0]!, `The report, per month or per member.`),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { by, lang, year } = request.query;
        const summary = await service.summary(
          signedInUser(request),
          request.params.organizationId,
          year ?? currentYear(now()),
        );
        const report = { summary, by, locale: lang };
        return reply
          .type(mediaType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${asratReportFileName(report, format)}"`)
          .send(format === 'csv' ? asratCsv(report) : asratPdf(report));
      },
    );
  }
};
