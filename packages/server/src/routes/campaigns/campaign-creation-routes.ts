import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/authenticate.ts';
import type { CampaignCreationRepository } from '../../campaigns/campaign-creation-repository.ts';
import type { CampaignRepository } from '../../campaigns/campaign-repository.ts';
import { ApiError, invalidField } from '../../errors/api-error.ts';
import { errorResponses } from '../../errors/error-body-schema.ts';
import { ErrorCodes } from '../../errors/error-codes.ts';
import type { ImagePreviews } from '../../media/image-previews.ts';
import type { ReceivedForm, UploadReceiver } from '../../uploads/receive-form.ts';
import {
  checkedFormFields,
  isNewCampaignDocumentField,
  NEW_CAMPAIGN_FIELDS,
  NEW_CAMPAIGN_IMAGE,
  newCampaignFields,
} from './campaign-creation-schemas.ts';
import { myCampaignSchema } from './my-campaign-schemas.ts';

export interface CampaignCreationRoutesOptions {
  creation: CampaignCreationRepository;
  campaigns: CampaignRepository;
  uploads: UploadReceiver;
  /** Signs the owner's links to the new campaign's photo (not public until published). */
  previews: ImagePreviews;
}

const notApproved = (what: string) =>
  new ApiError(
    409,
    ErrorCodes.organizationNotApproved,
    `${what} is not approved yet: campaigns can be created once Lomi’s team has approved it.`,
  );

/** Refused without an approved organization of one's own: the refusal names what is missing. */
const noOrganization = () =>
  new ApiError(
    403,
    ErrorCodes.forbidden,
    'Only the owner of an approved organization can create a campaign. Create your organization first.',
  );

/**
 * `POST /api/campaigns/` (§3 Campaign creation payload, multipart): an organization's owner submits a
 * campaign with its photo and supporting documents. It is created `in_review`, public only once the team
 * publishes it (`CampaignReview`), and answered 201 in the owner's shape. A refused request leaves no row
 * and no stored file.
 */
export const campaignCreationRoutes: FastifyPluginAsyncZod<CampaignCreationRoutesOptions> = async (
  app,
  { creation, campaigns, uploads, previews },
) => {
  // Streamed: the receiver reads the parts itself (never attachFieldsToBody). Registered in this plugin
  // only, so no other route parses multipart bodies this way.
  await app.register(multipart);

  app.post(
    '/api/campaigns/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['my campaigns'],
        summary: 'Create a campaign of my approved organization (in review)',
        description:
          'multipart/form-data (§3 Campaign creation payload). Text fields: `title` (≤ 255), `description` ' +
          '(≤ 10,000), `category` (id 0–17), `createdBy` (the id of your approved organization), ' +
          '`goalEtbAmount` and `goalUsdAmount` (whole minor units, santim and cents; at least one above 0, each ' +
          'at most 1,000,000,000), `createdByCharity` (false or left out), `videoUrl` (a YouTube video link, ' +
          'optional). Files: `image` (the photo, required: JPEG, PNG or WebP, ≤ 10 MB, stored as WebP without ' +
          'its metadata) and `doc-0` … `doc-9` (supporting documents: PDF, JPEG or PNG, ≤ 20 MB each, at most ' +
          '10, never public). The campaign starts `in_review`: not public until Lomi’s team publishes it. ' +
          '403 without an approved organization of your own or for another user’s, 409 while yours is not ' +
          'approved, 413 past a size or count limit, 400 for anything else wrong; nothing is kept then.',
        consumes: ['multipart/form-data'],
        response: { 201: myCampaignSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      // Before a byte of the files is read: someone who runs no approved organization is refused at once.
      const standing = await creation.standing(userId);
      if (standing.approved === 0) {
        throw standing.owned > 0 ? notApproved('Your organization') : noOrganization();
      }
      const form = await uploads.receive(request, reply, {
        fields: NEW_CAMPAIGN_FIELDS,
        images: [NEW_CAMPAIGN_IMAGE],
        isDocumentField: isNewCampaignDocumentField,
      });
      try {
        const created = await createFrom(form, userId);
        const campaign = await campaigns.findOwned(userId, created);
        if (!campaign) throw new Error(`Campaign ${created} was created but cannot be read back.`);
        return reply.code(201).send(previews.forOwner({ ...campaign, donations: [] }));
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  /** Checks the received form and writes the campaign; throws the refusal otherwise. */
  async function createFrom(form: ReceivedForm, userId: number): Promise<number> {
    const fields = checkedFormFields(newCampaignFields, form.fields);
    const image = form.images[NEW_CAMPAIGN_IMAGE];
    if (!image) throw invalidField(NEW_CAMPAIGN_IMAGE, 'Please add a photo of the campaign as "image".');
    const organization = await creation.organization(fields.createdBy);
    // Another user's organization: 403 when it is public (approved), 404 otherwise, as for campaigns.
    if (!organization || organization.owner_user_id !== userId) {
      if (organization?.approval_status === 'approved') {
        throw new ApiError(
          403,
          ErrorCodes.forbidden,
          `Organization ${fields.createdBy} is not yours: create the campaign for your own organization.`,
        );
      }
      throw notFoundOrganization(fields.createdBy);
    }
    if (organization.approval_status !== 'approved') {
      throw notApproved(`Organization ${fields.createdBy}`);
    }
    const outcome = await creation.create({
      organizationId: fields.createdBy,
      createdByUserId: userId,
      categoryId: fields.category,
      title: fields.title,
      description: fields.description,
      goalEtbMinor: fields.goalEtbAmount,
      goalUsdMinor: fields.goalUsdAmount,
      videoUrl: fields.videoUrl,
      image,
      documents: form.documents,
    });
    // The organization changed hands or lost its approval since the check above.
    if (outcome.outcome === 'not-owner') throw notFoundOrganization(fields.createdBy);
    if (outcome.outcome === 'not-approved') throw notApproved(`Organization ${fields.createdBy}`);
    return outcome.id;
  }
};

function notFoundOrganization(id: number): ApiError {
  return new ApiError(404, ErrorCodes.notFound, `Organization ${id} was not found.`, {
    createdBy: 'is not one of your organizations',
  });
}
