import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import { invalidField, notFound } from '../../errors/api-error.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { binaryResponse } from '../../http/binary-response.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import { idParams } from '../../http/query-params.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import { sendMedia } from '../../media/send-media.ts';
import type { OrganizationConsole } from '../../organizations/organization-console.ts';
import type { OrganizationConsoleRepository } from '../../organizations/organization-console-repository.ts';
import type { OrganizationRepository } from '../../organizations/organization-repository.ts';
import type { OrganizationReview } from '../../organizations/organization-review.ts';
import type { FormSpec, ReceivedForm, UploadReceiver } from '../../uploads/receive-form.ts';
import { documentsOf, logoOf, tidyUpForm, written } from '../organizations/organization-form-files.ts';
import {
  ORGANIZATION_FORM,
  ORGANIZATION_FORM_DESCRIPTION,
  parseCreateFields,
  parseUpdateFields,
} from '../organizations/organization-form-fields.ts';
import {
  consoleOrganizationQuery,
  consoleOrganizationSchema,
  consoleOrganizationSummarySchema,
  documentParams,
  reasonBody,
} from './console-organization-schemas.ts';

export interface ConsoleOrganizationRoutesOptions {
  console: OrganizationConsole;
  review: OrganizationReview;
  files: OrganizationConsoleRepository;
  organizations: OrganizationRepository;
  uploads: UploadReceiver;
  blobs: BlobStore;
  /**
   * Told after an organization was approved, reinstated, created or changed (it may now accept Asrat: its
   * Asrat campaign is made then, src/asrat/). Optional.
   */
  afterChange?: (organizationId: number) => Promise<void>;
}

/** The owner's form plus `remove_documents` (ids, comma-separated) on change, `owner_email` on create. */
const UPDATE_FORM: FormSpec = {
  ...ORGANIZATION_FORM,
  fields: [...ORGANIZATION_FORM.fields, 'remove_documents'],
};
const CREATE_FORM: FormSpec = { ...ORGANIZATION_FORM, fields: [...ORGANIZATION_FORM.fields, 'owner_email'] };

const removedIds = z
  .string()
  .trim()
  .regex(/^(?:[1-9]\d{0,9}(?:\s*,\s*[1-9]\d{0,9})*)?$/, 'must be document ids separated by commas')
  .transform((text) => (text === '' ? [] : [...new Set(text.split(',').map((id) => Number(id.trim())))]));

/** `attachment` with the file's name: plain ASCII for old clients, the exact name as RFC 5987 UTF-8. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.\- ]/g, '_').replace(/^[.\s]+/, '') || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The operator console's organizations (issue 14 #3); every route `auth: 'operator'`.
 *
 * GET /api/console/organizations/: every status, newest first, by name or e-mail and status, paged.
 * GET /api/console/organizations/{id}/: every field, the owner, the logo and documents.
 * GET …/{id}/logo and …/{id}/documents/{documentId}: the bytes, to operators only (no public route serves a
 * document; the public logo route serves approved organizations' only). Documents are attachments.
 * POST …/{id}/approve/, reject/, suspend/, reinstate/: the review (organizations/organization-review.ts):
 * 409 when the status does not allow it, so of two operators deciding at once, one gets 409.
 * PUT …/{id}/: any field, the logo, documents added and removed; POST /api/console/organizations/: an
 * approved organization owned by the account named by `owner_email`. Both multipart, by the owner's form's
 * rules, audited.
 */
export const consoleOrganizationRoutes: FastifyPluginAsyncZod<ConsoleOrganizationRoutesOptions> = async (
  app,
  { console: organizationConsole, review, files, organizations, uploads, blobs, afterChange },
) => {
  await app.register(multipart);

  const tidyUp = (form: ReceivedForm, replacedLogoKey: string | null, otherKeys: readonly string[] = []) =>
    tidyUpForm(
      blobs,
      form,
      { replacedLogoKey, otherKeys },
      (key) => organizations.logoInUse(key),
      (error) => app.log.warn({ err: error }, 'could not delete unused organization files'),
    );

  app.get(
    '/api/console/organizations/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'A page of organizations in any status, newest first',
        querystring: consoleOrganizationQuery,
        response: { 200: pagedListSchema(consoleOrganizationSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, search, status } = request.query;
      const { results, count } = await organizationConsole.list(
        { search: search || undefined, status },
        pageWindow(page),
      );
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.get(
    '/api/console/organizations/:id/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Every field of an organization, its owner, logo and documents',
        params: idParams,
        response: { 200: consoleOrganizationSchema, ...errorResponses },
      },
    },
    async (request) => organizationConsole.detail(request.params.id),
  );

  app.get(
    '/api/console/organizations/:id/logo',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: "An organization's logo, whatever its status",
        params: idParams,
        response: {
          200: binaryResponse('image/*', 'The logo (ETag; 304 when unchanged).'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const logo = await files.logo(request.params.id);
      if (!logo) throw notFound('Logo of organization', request.params.id);
      return sendMedia(request, reply, blobs, logo, 'Logo');
    },
  );

  app.get(
    '/api/console/organizations/:id/documents/:documentId',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Download a supporting document of an organization',
        params: documentParams,
        response: {
          200: binaryResponse(
            ['application/pdf', 'image/jpeg', 'image/png'],
            'The document, as an attachment.',
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await files.document(id, documentId);
      if (!document) throw notFound('Document', documentId);
      const bytes = await blobs.get(document.key);
      if (!bytes) {
        request.log.warn({ key: document.key }, 'document blob missing from the blob store');
        throw notFound('Document', documentId);
      }
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(document.contentType)
        .send(bytes);
    },
  );

  const decision = (path: string, summary: string, act: (operator: number, id: number) => Promise<void>) =>
    app.post(
      `/api/console/organizations/:id/${path}/`,
      {
        config: { auth: 'operator' },
        schema: {
          tags: ['console'],
          summary,
          params: idParams,
          response: { 200: consoleOrganizationSchema, ...errorResponses },
        },
      },
      async (request) => {
        await act(signedInOperator(request).id, request.params.id);
        return organizationConsole.detail(request.params.id);
      },
    );
  const reasoned = (
    path: string,
    summary: string,
    act: (operator: number, id: number, reason: string) => Promise<void>,
  ) =>
    app.post(
      `/api/console/organizations/:id/${path}/`,
      {
        config: { auth: 'operator' },
        schema: {
          tags: ['console'],
          summary,
          params: idParams,
          body: reasonBody,
          response: { 200: consoleOrganizationSchema, ...errorResponses },
        },
      },
      async (request) => {
        await act(signedInOperator(request).id, request.params.id, request.body.reason);
        return organizationConsole.detail(request.params.id);
      },
    );

  decision(
    'approve',
    'Approve a pending or rejected organization (its owner is told)',
    async (operator, id) => {
      await review.approve(operator, id);
      await afterChange?.(id);
    },
  );
  reasoned('reject', 'Reject a pending organization with a reason its owner reads', (operator, id, reason) =>
    review.reject(operator, id, reason),
  );
  reasoned(
    'suspend',
    'Suspend an approved organization: hidden, takes no donations',
    (operator, id, reason) => review.suspendNow(operator, id, reason),
  );
  decision('reinstate', 'Make a suspended organization public again', async (operator, id) => {
    await review.reinstate(operator, id);
    await afterChange?.(id);
  });

  app.put(
    '/api/console/organizations/:id/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Change any field of an organization, its logo and documents',
        description:
          `${ORGANIZATION_FORM_DESCRIPTION} Every field is optional; documents sent are added to the others, ` +
          'and `remove_documents` (document ids separated by commas) removes some.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: consoleOrganizationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operator = signedInOperator(request).id;
      const { id } = request.params;
      // Before a byte of the files is read.
      await organizationConsole.detail(id);
      const form = await uploads.receive(request, reply, UPDATE_FORM);
      const released = await written(form, async () => {
        const { remove_documents: removeField = '', ...textFields } = form.fields;
        const removal = removedIds.safeParse(removeField);
        if (!removal.success) {
          throw invalidField('remove_documents', 'must be document ids separated by commas');
        }
        return organizationConsole.update(
          operator,
          id,
          parseUpdateFields(textFields),
          logoOf(form),
          documentsOf(form),
          removal.data,
        );
      });
      await tidyUp(form, released.replacedLogoKey, released.removedDocumentKeys);
      await afterChange?.(id);
      return organizationConsole.detail(id);
    },
  );

  app.post(
    '/api/console/organizations/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: "Create an approved organization on a creator's behalf",
        description:
          `${ORGANIZATION_FORM_DESCRIPTION} \`owner_email\`: the e-mail address of the creator's account ` +
          '(404 when no account has it).',
        consumes: ['multipart/form-data'],
        response: { 201: consoleOrganizationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operator = signedInOperator(request).id;
      const form = await uploads.receive(request, reply, CREATE_FORM);
      const id = await written(form, () => {
        const { owner_email: ownerEmail = '', ...textFields } = form.fields;
        return organizationConsole.create(
          operator,
          ownerEmail,
          parseCreateFields(textFields),
          logoOf(form),
          documentsOf(form),
        );
      });
      await tidyUp(form, null);
      await afterChange?.(id);
      return reply.status(201).send(await organizationConsole.detail(id));
    },
  );
};
