import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/authenticate.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { idParams } from '../../http/query-params.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import type { OrganizationRepository } from '../../organizations/organization-repository.ts';
import type { ReceivedForm, UploadReceiver } from '../../uploads/receive-form.ts';
import { documentsOf, logoOf, tidyUpForm, written } from './organization-form-files.ts';
import {
  ORGANIZATION_FORM,
  ORGANIZATION_FORM_DESCRIPTION,
  parseCreateFields,
  parseUpdateFields,
} from './organization-form-fields.ts';
import { organizationRefusal } from './organization-refusal.ts';
import { ownOrganizationSchema } from './organization-schemas.ts';

export interface OrganizationFormRoutesOptions {
  organizations: OrganizationRepository;
  uploads: UploadReceiver;
  blobs: BlobStore;
  /** Told after the owner changed their organization (it may now accept Asrat, src/asrat/). Optional. */
  afterChange?: (organizationId: number) => Promise<void>;
}

/**
 * The owner's side of organizations (§2 /create-organization and /edit-organization/{id}, §4, §5):
 *
 * POST /api/organizations/ (login): creates an organization owned by the signed-in user, `pending` until
 * Lomi's team reviews it (organizations/organization-review.ts); 201 with the owner's view.
 * PUT /api/organizations/{id}/ (login): changes the fields sent, replaces the logo when one is sent and adds
 * the documents sent, only for the owner and only while approved (§4): 409 for the owner's pending or
 * rejected organization, 403 for another user's public one, 404 otherwise. Standing is checked before the
 * files are read, and again, under a row lock, when the change is written.
 *
 * A failure anywhere (a bad field, a file past its limit, the database) leaves no row and no stored file.
 */
export const organizationFormRoutes: FastifyPluginAsyncZod<OrganizationFormRoutesOptions> = async (
  app,
  { organizations, uploads, blobs, afterChange },
) => {
  // Registered in this plugin only; the receiver reads the parts itself (with its own limits).
  await app.register(multipart);

  const tidyUp = (form: ReceivedForm, replacedLogoKey: string | null) =>
    tidyUpForm(
      blobs,
      form,
      { replacedLogoKey },
      (key) => organizations.logoInUse(key),
      (error) => app.log.warn({ err: error }, 'could not delete unused logo files'),
    );

  app.post(
    '/api/organizations/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['organizations'],
        summary: 'Create my organization (pending until reviewed)',
        description: ORGANIZATION_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: ownOrganizationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const form = await uploads.receive(request, reply, ORGANIZATION_FORM);
      const organization = await written(form, () =>
        organizations.createPending(userId, parseCreateFields(form.fields), logoOf(form), documentsOf(form)),
      );
      await tidyUp(form, null);
      return reply.status(201).send(organization);
    },
  );

  app.put(
    '/api/organizations/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['organizations'],
        summary: 'Change my approved organization',
        description: `${ORGANIZATION_FORM_DESCRIPTION} Every field is optional; documents sent are added to the others.`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: ownOrganizationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const { id } = request.params;
      // Before a byte of the files is read: nobody uploads to an organization they may not change.
      const standing = await organizations.standing(userId, id);
      if (standing !== 'owner-approved') throw organizationRefusal(standing, id);
      const form = await uploads.receive(request, reply, ORGANIZATION_FORM);
      const outcome = await written(form, async () => {
        const fields = parseUpdateFields(form.fields);
        const result = await organizations.updateOwned(userId, id, fields, logoOf(form), documentsOf(form));
        // Its standing may have changed while the files came in (a review, a change of hands).
        if (result.kind !== 'updated') throw organizationRefusal(result.kind, id);
        return result;
      });
      await tidyUp(form, outcome.replacedLogoKey);
      await afterChange?.(id);
      return outcome.organization;
    },
  );
};
