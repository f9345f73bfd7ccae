import type { Kysely } from 'kysely';
import type { ApprovalStatusColumn, Database } from '../db/schema.ts';
import { insertCampaignImages } from '../media/media-repository.ts';
import type { StoredDocument, StoredImage } from '../uploads/receive-form.ts';

/** A campaign an organization's owner submits (`POST /api/campaigns/`), its files already stored. */
export interface NewCampaign {
  organizationId: number;
  createdByUserId: number;
  categoryId: number;
  title: string;
  description: string;
  goalEtbMinor: number;
  goalUsdMinor: number;
  videoUrl: string | null;
  /** The photo, as its WebP variants (the largest is the image's own row). */
  image: StoredImage;
  /** Supporting documents, in the order sent; never public. */
  documents: StoredDocument[];
}

/** Where a user stands as a campaign creator: whether they run an approved organization, or only others. */
export interface CreatorStanding {
  /** Organizations the user owns that are approved. */
  approved: number;
  /** Organizations the user owns in any status. */
  owned: number;
}

/** What became of a submission: created with its id, or refused because the organization is not (or no longer) the user's approved one. */
export type CampaignCreation =
  { outcome: 'created'; id: number } | { outcome: 'not-approved' } | { outcome: 'not-owner' };

/** The SQL of creating campaigns: who may, and the one transaction that writes a campaign with its files. */
export class CampaignCreationRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** How many organizations `userId` owns, and how many of them are approved. */
  async standing(userId: number): Promise<CreatorStanding> {
    const row = await this.#db
      .selectFrom('organizations')
      .where('owner_user_id', '=', userId)
      .select((eb) => [
        eb.fn.countAll<string | number>().as('owned'),
        eb.fn.count<string | number>('id').filterWhere('approval_status', '=', 'approved').as('approved'),
      ])
      .executeTakeFirstOrThrow();
    // counts come back as strings from PostgreSQL (bigint).
    return { owned: Number(row.owned), approved: Number(row.approved) };
  }

  /** The owner and approval of organization `id`, or undefined when there is none. */
  async organization(
    id: number,
  ): Promise<{ owner_user_id: number | null; approval_status: ApprovalStatusColumn } | undefined> {
    return this.#db
      .selectFrom('organizations')
      .select(['owner_user_id', 'approval_status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Writes the campaign `in_review` with its photo (the image row and its variants) and its documents, in one
   * transaction that first locks the organization's row (`FOR SHARE`) and checks it is still approved and
   * still the creator's: a refusal writes nothing, and so does any failure on the way.
   */
  async create(campaign: NewCampaign): Promise<CampaignCreation> {
    return this.#db.transaction().execute(async (trx) => {
      const organization = await trx
        .selectFrom('organizations')
        .select(['owner_user_id', 'approval_status'])
        .where('id', '=', campaign.organizationId)
        .forShare()
        .executeTakeFirst();
      if (!organization || organization.owner_user_id !== campaign.createdByUserId) {
        return { outcome: 'not-owner' };
      }
      if (organization.approval_status !== 'approved') return { outcome: 'not-approved' };
      const { id } = await trx
        .insertInto('campaigns')
        .values({
          organization_id: campaign.organizationId,
          category_id: campaign.categoryId,
          created_by_user_id: campaign.createdByUserId,
          title: campaign.title,
          description: campaign.description,
          goal_etb_minor: campaign.goalEtbMinor,
          goal_usd_minor: campaign.goalUsdMinor,
          video_url: campaign.videoUrl,
          status: 'in_review',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertCampaignImages(trx, id, [{ image: campaign.image, alt: campaign.title }]);
      if (campaign.documents.length > 0) {
        await trx
          .insertInto('campaign_documents')
          .values(
            campaign.documents.map((document) => ({
              campaign_id: id,
              file_name: document.fileName,
              storage_key: document.key,
              content_type: document.contentType,
              byte_size: document.byteSize,
              etag: document.etag,
            })),
          )
          .execute();
      }
      return { outcome: 'created', id };
    });
  }
}
