import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOperator } from '../../auth/authenticate.ts';
import type { CharityAdministration } from '../../charities/charity-administration.ts';
import type { CharityLogo, CharityRepository } from '../../charities/charity-repository.ts';
import { notFound } from '../../errors/api-error.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { pagedListSchema } from '../../http/paged-list-schema.ts';
import { assertPageInRange, pagedList, pageWindow } from '../../http/paging.ts';
import { idParams } from '../../http/query-params.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import type { ReceivedForm, UploadReceiver } from '../../uploads/receive-form.ts';
import {
  CHARITY_FORM,
  CHARITY_FORM_DESCRIPTION,
  charityListQuery,
  consoleCharitySchema,
  parseCharityCreate,
  parseCharityUpdate,
} from './charities-schemas.ts';

export interface ConsoleCharityRoutesOptions {
  charities: CharityRepository;
  administration: CharityAdministration;
  uploads: UploadReceiver;
  blobs: BlobStore;
}

/**
 * Charities in the console (§3 Charity, issue 14 #5), operators only: a paged list with search, one
 * charity, create, and edit (name, description, logo) guarded by the `updated` stamp the edit was made from.
 * The logo is served publicly at `/uploaded-file/{file}`: each upload gets a new file name, so a replaced
 * logo has a new address and no cache shows the old one.
 */
export const consoleCharityRoutes: FastifyPluginAsyncZod<ConsoleCharityRoutesOptions> = async (
  app,
  { charities, administration, uploads, blobs },
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
      if (replacedLogoKey && !(await charities.logoInUse(replacedLogoKey))) unused.push(replacedLogoKey);
      await Promise.all(unused.map((key) => blobs.delete(key)));
    } catch (error) {
      app.log.warn({ err: error }, 'could not delete unused logo files');
    }
  }

  app.get(
    '/api/console/charities/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'A page of charities by name, optionally searched by name',
        querystring: charityListQuery,
        response: { 200: pagedListSchema(consoleCharitySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const { charities: results, count } = await charities.consoleList(
        search || undefined,
        pageWindow(page),
      );
      assertPageInRange(page, count);
      return pagedList(results, count, count);
    },
  );

  app.get(
    '/api/console/charities/:id/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'One charity',
        params: idParams,
        response: { 200: consoleCharitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const charity = await charities.consoleFind(request.params.id);
      if (!charity) throw notFound('Charity', request.params.id);
      return charity;
    },
  );

  app.post(
    '/api/console/charities/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Create a charity',
        description: CHARITY_FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: consoleCharitySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operatorId = signedInOperator(request).id;
      const form = await uploads.receive(request, reply, CHARITY_FORM);
      const charity = await written(form, () =>
        administration.create(operatorId, parseCharityCreate(form.fields), logoOf(form)),
      );
      await tidyUp(form, null);
      return reply.status(201).send(charity);
    },
  );

  app.put(
    '/api/console/charities/:id/',
    {
      config: { auth: 'operator' },
      schema: {
        tags: ['console'],
        summary: 'Change a charity unless someone changed it since it was read',
        description: `${CHARITY_FORM_DESCRIPTION} Every field but \`updated\` is optional.`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: consoleCharitySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const operatorId = signedInOperator(request).id;
      const { id } = request.params;
      // Before a byte of the files is read: nobody uploads to a charity that does not exist.
      if (!(await charities.consoleFind(id))) throw notFound('Charity', id);
      const form = await uploads.receive(request, reply, CHARITY_FORM);
      const outcome = await written(form, () => {
        const { updated, fields } = parseCharityUpdate(form.fields);
        return administration.update(operatorId, id, updated, fields, logoOf(form));
      });
      await tidyUp(form, outcome.replacedLogoKey);
      return outcome.charity;
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

/** The logo as the charity keeps it: the largest WebP variant (the others are deleted after the write). */
function logoOf(form: ReceivedForm): CharityLogo | undefined {
  const largest = form.images.logo?.variants.at(-1);
  return largest && { key: largest.key, contentType: 'image/webp', etag: largest.etag };
}
