import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField, notFound } from '../../errors/api-error.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import { sendMedia } from '../../media/send-media.ts';
import { idParams, positiveInt } from '../../http/query-params.ts';
import type { CharityRepository } from '../../charities/charity-repository.ts';
import type { OrganizationRepository } from '../../organizations/organization-repository.ts';
import type { MediaRepository } from '../../media/media-repository.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { binaryResponse } from '../../http/binary-response.ts';

export interface MediaRoutesOptions {
  media: MediaRepository;
  organizations: OrganizationRepository;
  charities: CharityRepository;
  blobs: BlobStore;
}

const year = 31_536_000;
const day = 86_400;

/**
 * Images and logos. An image id never changes content, nor does a content-addressed charity file, so both
 * are cached for a year as immutable; an organization's logo path stays the same when the logo is replaced,
 * so it is cached for a day and revalidated with its ETag.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { media, organizations, charities, blobs },
) => {
  app.get(
    '/api/media/campaign/image/:campaignId/:imageId',
    {
      schema: {
        tags: ['media'],
        summary: 'A campaign image',
        params: z.object({ campaignId: positiveInt, imageId: positiveInt }),
        querystring: z.object({
          w: positiveInt
            .optional()
            .describe("One of the image's stored widths (its `srcset`): the WebP variant of that width."),
        }),
        response: {
          200: binaryResponse('image/*', 'The image (ETag; 304 when unchanged).'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { campaignId, imageId } = request.params;
      const { w: width } = request.query;
      const image = await media.findCampaignImage(campaignId, imageId, width);
      if (!image) throw notFound('Image', `${imageId} of campaign ${campaignId}`);
      if (width !== undefined && !image.variant) {
        const stored =
          image.widths.length > 0 ? `one of ${image.widths.join(', ')}` : 'left out: it has no other widths';
        throw invalidField('w', `w must be ${stored}.`);
      }
      return sendMedia(
        request,
        reply,
        blobs,
        image.variant ?? image,
        { maxAge: year, immutable: true },
        'Image',
      );
    },
  );

  app.get(
    '/api/media/organization/logo/:id',
    {
      schema: {
        tags: ['media'],
        summary: "An approved organization's logo",
        params: idParams,
        response: {
          200: binaryResponse('image/*', 'The logo (ETag; 304 when unchanged).'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const logo = await organizations.findPublicLogo(request.params.id);
      if (!logo) throw notFound('Logo of organization', request.params.id);
      return sendMedia(request, reply, blobs, logo, { maxAge: day, immutable: false }, 'Logo');
    },
  );

  app.get(
    '/uploaded-file/:file',
    {
      schema: {
        tags: ['media'],
        summary: "A charity's logo, by its content hash",
        params: z.object({ file: z.string().regex(/^[0-9a-f]{64}\.[a-z0-9]+$/, 'is not a file name') }),
        response: { 200: binaryResponse('image/*', 'The file.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const logo = await charities.findLogo(file);
      if (!logo) throw notFound('File', file);
      return sendMedia(
        request,
        reply,
        blobs,
        { key: file, ...logo },
        { maxAge: year, immutable: true },
        'File',
      );
    },
  );
};
