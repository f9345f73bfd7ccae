import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { notFound } from '../../errors/api-error.ts';
import { positiveInt } from '../../http/query-params.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { binaryResponse } from '../../http/binary-response.ts';

export interface QrCodeRoutesOptions {
  campaigns: CampaignRepository;
  /** Public origin of the site (no trailing slash); the code is cached for a day, so never the request's Host. */
  publicSiteUrl: string;
}

/** GET /api/generate-qr/?campaign_id=: a PNG QR code of the campaign's public page. */
export const qrCodeRoutes: FastifyPluginAsyncZod<QrCodeRoutesOptions> = async (
  app,
  { campaigns, publicSiteUrl },
) => {
  app.get(
    '/api/generate-qr/',
    {
      // Its bytes depend only on the campaign id and PUBLIC_SITE_URL.
      config: { cache: 'day' },
      schema: {
        tags: ['campaigns'],
        summary: "A PNG QR code of a campaign's page",
        querystring: z.object({ campaign_id: positiveInt }),
        response: { 200: binaryResponse('image/png', 'The QR code, 320 px square.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { campaign_id: campaignId } = request.query;
      if (!(await campaigns.existsPublic(campaignId))) throw notFound('Campaign', campaignId);
      const png = await QRCode.toBuffer(`${publicSiteUrl}/campaign/${campaignId}`, {
        type: 'png',
        width: 320,
        margin: 2,
        errorCorrectionLevel: 'M',
      });
      return reply.type('image/png').send(png);
    },
  );
};
