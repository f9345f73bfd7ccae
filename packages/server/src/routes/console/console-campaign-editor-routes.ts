import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import type { CampaignEditing } from '../../campaigns/campaign-editing.ts';
import { invalidField } from '../../errors/api-error.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { binaryResponse } from '../../http/binary-response.ts';
import { idParams } from '../../http/query-params.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import type { ImagePreviews } from '../../media/image-previews.ts';
import { sendMedia } from '../../media/send-media.ts';
import type { ReceivedForm, UploadReceiver } from '../../uploads/receive-form.ts';
import {
  checkedFormFields,
  isNewCampaignDocumentField,
  NEW_CAMPAIGN_IMAGE,
} from '../campaigns/campaign-creation-schemas.ts';
import {
  CAMPAIGN_IMAGE_FIELDS,
  campaignDocumentParams,
  campaignEditBody,
  campaignImageParams,
  CONSOLE_CAMPAIGN_FIELDS,
  consoleCampaignFields,
  editableCampaignSchema,
  imageOrderBody,
} from './console-campaign-editor-schemas.ts';

export interface ConsoleCampaignEditorRoutesOptions {
  editing: CampaignEditing;
  uploads: UploadReceiver;
  blobs: BlobStore;
  /** Signs the links to the images of a campaign that is not public. */
  previews: ImagePreviews;
}

const noFiles = () => false;

/**
 * The console's campaign editor (issue 14 #4; operators only): set up a campaign on behalf of an approved
 * organization (it goes live), and edit any campaign's content, images and documents. Every change is
 * audited and answers the campaign as the editor shows it, with its new `updated`.
 */
export const consoleCampaignEditorRoutes: FastifyPluginAsyncZod<ConsoleCampaignEditorRoutesOptions> = async (
  app,
  { editing, uploads, blobs, previews },
) => {
  // Streamed: the receiver reads the parts itself. Registered in this plugin only.
  await app.register(multipart);

  const answer = async (id: number) => previews.forOwner(await editing.find(id));

  /** Runs `work` with the received form; its stored files are deleted when `work` fails. */
  async function withForm<T>(form: ReceivedForm, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await form.discard();
      throw error;
    }
  }

  app.post(
    '/api/console/campaigns/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Set up a live campaign for an approved organization',
        description:
          'multipart/form-data, the fields of `POST /api/campaigns/` (§3 Campaign creation payload) with ' +
          '`createdBy` any approved organization’s id, and the charity choice: `createdByCharity` `true` with ' +
          '`charityId` (an existing charity), or `false`/left out. Files: `image` (required) and `doc-0` … ' +
          '`doc-9`. The campaign is created `active`: listed, searchable and donatable at once. 404 for no such ' +
          'organization or charity, 409 for an organization not approved, 413 past a limit, 400 otherwise; ' +
          'nothing is kept then. Audited as `campaign.create`.',
        consumes: ['multipart/form-data'],
        response: { 201: editableCampaignSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operatorId = signedInOperator(request).id;
      const form = await uploads.receive(request, reply, {
        fields: CONSOLE_CAMPAIGN_FIELDS,
        images: [NEW_CAMPAIGN_IMAGE],
        isDocumentField: isNewCampaignDocumentField,
      });
      const id = await withForm(form, async () => {
        const fields = checkedFormFields(consoleCampaignFields, form.fields);
        const image = form.images[NEW_CAMPAIGN_IMAGE];
        if (!image) throw invalidField(NEW_CAMPAIGN_IMAGE, 'Please add a photo of the campaign as "image".');
        return editing.create(operatorId, {
          organizationId: fields.createdBy,
          charityId: fields.charityId,
          categoryId: fields.category,
          title: fields.title,
          description: fields.description,
          goalEtbMinor: fields.goalEtbAmount,
          goalUsdMinor: fields.goalUsdAmount,
          videoUrl: fields.videoUrl,
          image,
          documents: form.documents,
        });
      });
      return reply.code(201).send(await answer(id));
    },
  );

  app.get(
    '/api/console/campaigns/:id/editor/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'A campaign as the editor shows it (any status), with its `updated`',
        params: idParams,
        response: { 200: editableCampaignSchema, ...errorResponses },
      },
    },
    async (request) => answer(request.params.id),
  );

  app.patch(
    '/api/console/campaigns/:id/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Edit a campaign’s text, category, goals, video and charity',
        description:
          'Every field but `updated` is optional. Goals are integer minor units with the creation rules (one ' +
          'above 0). 409 `LOMI_ERR_CONFLICT` when the campaign changed since the `updated` sent (reload it); ' +
          '404 for no such campaign or charity. Audited as `campaign.edit` with the changed values.',
        params: idParams,
        body: campaignEditBody,
        response: { 200: editableCampaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      await editing.update(signedInOperator(request).id, request.params.id, request.body);
      return answer(request.params.id);
    },
  );

  app.post(
    '/api/console/campaigns/:id/images/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Add images to a campaign (after its last one)',
        description:
          'multipart/form-data: files `image-0` … `image-9` (JPEG, PNG or WebP, ≤ 10 MB each, stored as WebP ' +
          'variants without their metadata). 409 past 10 images in all. Audited as `campaign.images.add`.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: editableCampaignSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operatorId = signedInOperator(request).id;
      const { id } = request.params;
      await editing.find(id);
      const form = await uploads.receive(request, reply, {
        fields: [],
        images: CAMPAIGN_IMAGE_FIELDS,
        isDocumentField: noFiles,
      });
      await withForm(form, async () => {
        const images = CAMPAIGN_IMAGE_FIELDS.flatMap((field) => form.images[field] ?? []);
        if (images.length === 0) throw invalidField('image-0', 'Add at least one image as "image-0".');
        await editing.addImages(operatorId, id, images);
      });
      return answer(id);
    },
  );

  app.delete(
    '/api/console/campaigns/:id/images/:imageId/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Remove an image of a campaign (never its only one)',
        description: '409 for the campaign’s only image. Audited as `campaign.images.remove`.',
        params: campaignImageParams,
        response: { 200: editableCampaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      await editing.removeImage(signedInOperator(request).id, id, imageId);
      return answer(id);
    },
  );

  app.put(
    '/api/console/campaigns/:id/images/order',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Put a campaign’s images in a new order (every image id, once)',
        description:
          '400 unless `imageIds` names each image of the campaign once; 409 when the campaign changed since ' +
          'the `updated` sent. Audited as `campaign.images.reorder`.',
        params: idParams,
        body: imageOrderBody,
        response: { 200: editableCampaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      await editing.reorderImages(signedInOperator(request).id, request.params.id, request.body);
      return answer(request.params.id);
    },
  );

  app.post(
    '/api/console/campaigns/:id/documents/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Add supporting documents to a campaign',
        description:
          'multipart/form-data: files `doc-0` … `doc-9` (PDF, JPEG or PNG, ≤ 20 MB each; never public). 409 ' +
          'past 10 documents in all. Audited as `campaign.documents.add`.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: editableCampaignSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operatorId = signedInOperator(request).id;
      const { id } = request.params;
      await editing.find(id);
      const form = await uploads.receive(request, reply, {
        fields: [],
        images: [],
        isDocumentField: isNewCampaignDocumentField,
      });
      await withForm(form, async () => {
        if (form.documents.length === 0) throw invalidField('doc-0', 'Add at least one document as "doc-0".');
        await editing.addDocuments(operatorId, id, form.documents);
      });
      return answer(id);
    },
  );

  app.delete(
    '/api/console/campaigns/:id/documents/:documentId/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Remove a supporting document of a campaign',
        description: 'Audited as `campaign.documents.remove`.',
        params: campaignDocumentParams,
        response: { 200: editableCampaignSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, documentId } = request.params;
      await editing.removeDocument(signedInOperator(request).id, id, documentId);
      return answer(id);
    },
  );

  app.get(
    '/api/console/campaigns/:id/documents/:documentId',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Download a supporting document of a campaign (operators only)',
        params: campaignDocumentParams,
        response: {
          200: binaryResponse(
            'application/octet-stream',
            'The document (PDF, JPEG or PNG), as an attachment.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      signedInOperator(request);
      const { id, documentId } = request.params;
      const document = await editing.document(id, documentId);
      reply.header(
        'content-disposition',
        `attachment; filename="document-${documentId}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      );
      return sendMedia(request, reply, blobs, document, 'Document');
    },
  );
};
