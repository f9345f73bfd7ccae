import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/authenticate.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { idParams } from '../../http/query-params.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import type {
  DocumentBlob,
  LogoBlob,
  OrganizationRepository,
} from '../../organizations/organization-repository.ts';
import type { ReceivedForm, UploadReceiver } from '../../uploads/receive-form.ts';
import { ORGANIZATION_FORM, parseCreateFields, parseUpdateFields } from './organization-form-fields.ts';
import { organizationRefusal } from './organization-refusal.ts';
import { ownOrganizationSchema } from './organization-schemas.ts';

export interface OrganizationFormRoutesOptions {
  organizations: OrganizationRepository;
  uploads: UploadReceiver;
  blobs: BlobStore;
}

const FORM_DESCRIPTION =
  'A multipart form. Text fields: `name`, `description`, `email`, `phone_number` (`+251` and 9 digits), ' +
  '`contact_person_name`, `address`, `website`, `accepts_asrat` (`true`/`false`). Files: `logo` (one JPEG, ' +
  'PNG or WebP image of at most 10 MB, stored as WebP without its metadata) and supporting documents (PDF, ' +
  'JPEG or PNG, at most 20 MB each and 10 per request) under the repeated name `documents` or as ' +
  '`doc-0` … `doc-9`. 413 past a limit; 400 for a bad field or a file of another type (by its bytes).';

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
  { organizations, uploads, blobs },
) => {
  // Registered in this plugin only; the receiver reads the parts itself (with its own limits).
  await app.register(multipart);

  /**
   * After a committed write: deletes the logo variants not kept and a replaced logo nothing shows any more.
   * A failure here only leaves a file behind (logged), never fails the request that succeeded.
   */
  async function tidyUp(form: ReceivedForm, replacedLogoKey: string | null): Promise<void> {
    try {
      const unused = (form.images.logo?.variants ?? []).slice(0, -1).map((variant) => variant.key);
      if (replacedLogoKey && !(await organizations.logoInUse(replacedLogoKey))) unused.push(replacedLogoKey);
      await Promise.all(unused.map((key) => blobs.delete(key)));
    } catch (error) {
      app.log.warn({ err: error }, 'could not delete unused logo files');
    }
  }

  app.post(
    '/api/organizations/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['organizations'],
        summary: 'Create my organization (pending until reviewed)',
        description: FORM_DESCRIPTION,
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
        description: `${FORM_DESCRIPTION} Every field is optional; documents sent are added to the others.`,
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
      return outcome.organization;
    },
  );
};

/** Runs the checks and the write of a received form; when they throw, the form's files are deleted first. */
async function written<T>(form: ReceivedForm, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await form.discard();
    throw error;
  }
}

/** The logo as the organization keeps it: the largest WebP variant (the others are deleted after the write). */
function logoOf(form: ReceivedForm): LogoBlob | undefined {
  const largest = form.images.logo?.variants.at(-1);
  return largest && { key: largest.key, contentType: 'image/webp', etag: largest.etag };
}

function documentsOf(form: ReceivedForm): DocumentBlob[] {
  return form.documents.map(({ fileName, key, contentType, byteSize, etag }) => ({
    fileName,
    key,
    contentType,
    byteSize,
    etag,
  }));
}
