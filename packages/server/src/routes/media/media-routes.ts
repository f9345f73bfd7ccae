import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField, notFound } from '../../errors/api-error.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import { sendMedia } from '../../media/send-media.ts';
import { idParams, positiveInt } from '../../http/query-params.ts';
import type { CharityRepository } from '../../charities/charity-repository.ts';
import type { OrganizationRepository } from '../../organizations/organization-repository.ts';
import type { MediaRepository } from '../../media/media-repository.ts';
import type { ImagePreviews } from '../../media/image-previews.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { binaryResponse } from '../../http/binary-response.ts';

export interface MediaRoutesOptions {
  media: MediaRepository;
  organizations: OrganizationRepository;
  charities: CharityRepository;
  blobs: BlobStore;
  /** Checks the owner's signed links to images of campaigns that are not public (`?preview=`). */
  previews: ImagePreviews;
}

/**
 * Images and logos. An image id never changes content, nor does a content-addressed charity file, so both
 * are cached for a year as immutable; an organization's logo path stays the same when the logo is replaced,
 * so it is kept 5 minutes and then revalidated with its ETag (`config.cache`, src/http/http-caching.ts).
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { media, organizations, charities, blobs, previews },
) => {
  app.get(
    '/api/media/campaign/image/:campaignId/:imageId',
    {
      config: { cache: 'immutable' },
      schema: {
        tags: ['media'],
        summary: 'A campaign image',
        params: z.object({ campaignId: positiveInt, imageId: positiveInt }),
        querystring: z.object({
          w: positiveInt
            .optional()
            .describe("One of the image's stored widths (its `srcset`): the WebP variant of that width."),
          preview: z
            .string()
            .max(64)
            .optional()
            .describe(
              'A signed link the owner’s own campaign answers carry for a campaign that is not public yet ' +
                '(in review, rejected): its image is then served privately until the link expires.',
            ),
        }),
        response: {
          200: binaryResponse('image/*', 'The image (ETag; 304 when unchanged).'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { campaignId, imageId } = request.params;
      const { w: width, preview } = request.query;
      // A preview link that does not check out is as unknown as the image itself.
      if (preview !== undefined && !previews.verify(campaignId, imageId, preview)) {
        throw notFound('Image', `${imageId} of campaign ${campaignId}`);
      }
      const image = await media.findCampaignImage(
        campaignId,
        imageId,
        width,
        preview === undefined ? 'public' : 'any',
      );
      if (!image) throw notFound('Image', `${imageId} of campaign ${campaignId}`);
      if (width !== undefined && !image.variant) {
        const stored =
          image.widths.length > 0 ? `one of ${image.widths.join(', ')}` : 'left out: it has no other widths';
        throw invalidField('w', `w must be ${stored}.`);
      }
      // A preview link is the owner's, for a campaign not public yet: kept by their browser only, for a day.
      if (preview !== undefined) reply.header('cache-control', 'private, max-age=86400');
      return sendMedia(request, reply, blobs, image.variant ?? image, 'Image');
    },
  );

  app.get(
    '/api/media/organization/logo/:id',
    {
      config: { cache: 'minutes' },
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
      return sendMedia(request, reply, blobs, logo, 'Logo');
    },
  );

  app.get(
    '/uploaded-file/:file',
    {
      config: { cache: 'immutable' },
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
      return sendMedia(request, reply, blobs, { key: file, ...logo }, 'File');
    },
  );
};
