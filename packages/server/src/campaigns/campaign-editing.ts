import {
  CAMPAIGN_IMAGES_MAX,
  campaignGoalsProblem,
  type CampaignEdit,
  type CampaignImageOrder,
  type EditableCampaign,
} from '@lomi/core';
import { AuditLog } from '../console/audit-log.ts';
import { ApiError, invalidField, notFound } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';
import type { BlobStore } from '../media/blob-store.ts';
import { UPLOAD_LIMITS, type StoredDocument, type StoredImage } from '../uploads/receive-form.ts';
import type {
  CampaignContent,
  CampaignDocumentFile,
  CampaignEditingRepository,
  LockedCampaign,
} from './campaign-editing-repository.ts';

/** A campaign the team sets up on an organization's behalf, its files already stored. */
export interface OperatorCampaign {
  organizationId: number;
  /** The charity it is run for (§3 `createdByCharity`/`charityId`), or null. */
  charityId: number | null;
  categoryId: number;
  title: string;
  description: string;
  goalEtbMinor: number;
  goalUsdMinor: number;
  videoUrl: string | null;
  image: StoredImage;
  documents: StoredDocument[];
}

const stale = () =>
  new ApiError(
    409,
    ErrorCodes.conflict,
    'This campaign was changed by someone else since you opened it. Reload it to see the changes, then edit again.',
  );

/** The audit log's picture of a campaign's content: the API's names, amounts in minor units. */
function audited(content: CampaignContent) {
  return {
    title: content.title,
    description: content.description,
    category: content.category_id,
    goalEtbAmount: content.goal_etb_minor,
    goalUsdAmount: content.goal_usd_minor,
    videoUrl: content.video_url,
    charityId: content.charity_id,
  };
}

/**
 * The console's campaign editor (issue 14 #4): set up a campaign on behalf of an approved organization (it
 * goes live at once: §1 "the team sets up the campaign, and it goes live"), and edit any campaign's content,
 * images and documents. Each change is one transaction that locks the campaign (or the organization), checks,
 * writes and records itself in the audit log. Content edits and image reorders carry the `updated` the
 * operator read: of two operators changing one campaign at once, the second is told with 409 to reload.
 */
export class CampaignEditing {
  readonly #editing: CampaignEditingRepository;
  readonly #blobs: BlobStore;
  readonly #now: () => Date;

  constructor(editing: CampaignEditingRepository, blobs: BlobStore, now: () => Date = () => new Date()) {
    this.#editing = editing;
    this.#blobs = blobs;
    this.#now = now;
  }

  /** Campaign `id` as the editor shows it; 404 when there is none. */
  async find(id: number): Promise<EditableCampaign> {
    const campaign = await this.#editing.find(id);
    if (!campaign) throw notFound('Campaign', id);
    return campaign;
  }

  /**
   * Creates `campaign` `active` for its organization, which must exist (404) and be approved (409); its charity
   * must exist (404). Returns the new campaign's id.
   */
  async create(operatorId: number, campaign: OperatorCampaign): Promise<number> {
    return this.#editing.transaction(async (editing, trx) => {
      const approval = await editing.lockOrganization(campaign.organizationId);
      if (approval === undefined) {
        throw new ApiError(
          404,
          ErrorCodes.notFound,
          `Organization ${campaign.organizationId} was not found.`,
          {
            createdBy: 'is not an organization',
          },
        );
      }
      if (approval !== 'approved') {
        throw new ApiError(
          409,
          ErrorCodes.organizationNotApproved,
          `Organization ${campaign.organizationId} is not approved: approve it before setting up its campaigns.`,
          { createdBy: 'is not approved' },
        );
      }
      if (campaign.charityId !== null) await this.#checkCharity(editing, campaign.charityId);
      const id = await editing.create({
        organizationId: campaign.organizationId,
        createdByUserId: operatorId,
        categoryId: campaign.categoryId,
        title: campaign.title,
        description: campaign.description,
        goalEtbMinor: campaign.goalEtbMinor,
        goalUsdMinor: campaign.goalUsdMinor,
        videoUrl: campaign.videoUrl,
        image: campaign.image,
        documents: campaign.documents,
        status: 'active',
        charityId: campaign.charityId,
      });
      await AuditLog.record(trx, {
        operatorId,
        action: 'campaign.create',
        targetType: 'campaign',
        targetId: id,
        before: null,
        after: {
          organizationId: campaign.organizationId,
          status: 'active',
          ...audited({
            title: campaign.title,
            description: campaign.description,
            category_id: campaign.categoryId,
            goal_etb_minor: campaign.goalEtbMinor,
            goal_usd_minor: campaign.goalUsdMinor,
            video_url: campaign.videoUrl,
            charity_id: campaign.charityId,
          }),
          documents: campaign.documents.length,
        },
      });
      return id;
    });
  }

  /**
   * Changes the fields `edit` gives of campaign `id` (404 when there is none; 409 when `edit.updated` is not
   * when it last changed). The goals are checked as they would be (one above 0: 400); a charity must exist.
   * Audited with the changed fields before and after.
   */
  async update(operatorId: number, id: number, edit: CampaignEdit): Promise<void> {
    await this.#editing.transaction(async (editing, trx) => {
      const campaign = await this.#lockFresh(editing, id, edit.updated);
      const before: CampaignContent = {
        title: campaign.title,
        description: campaign.description,
        category_id: campaign.category_id,
        goal_etb_minor: campaign.goal_etb_minor,
        goal_usd_minor: campaign.goal_usd_minor,
        video_url: campaign.video_url,
        charity_id: campaign.charity_id,
      };
      const after: CampaignContent = {
        title: edit.title ?? before.title,
        description: edit.description ?? before.description,
        category_id: edit.category ?? before.category_id,
        goal_etb_minor: edit.goalEtbAmount ?? before.goal_etb_minor,
        goal_usd_minor: edit.goalUsdAmount ?? before.goal_usd_minor,
        video_url: edit.videoUrl === undefined ? before.video_url : edit.videoUrl || null,
        charity_id: edit.charityId === undefined ? before.charity_id : edit.charityId,
      };
      const goals = campaignGoalsProblem({
        goalEtbAmount: after.goal_etb_minor,
        goalUsdAmount: after.goal_usd_minor,
      });
      if (goals === 'no-goal') {
        throw invalidField('goalEtbAmount', 'A campaign needs a goal above 0 in ETB or USD (or both).');
      }
      if (after.charity_id !== null && after.charity_id !== before.charity_id) {
        await this.#checkCharity(editing, after.charity_id);
      }
      const auditBefore = audited(before);
      const auditAfter = audited(after);
      const changed = (Object.keys(auditAfter) as (keyof typeof auditAfter)[]).filter(
        (key) => auditAfter[key] !== auditBefore[key],
      );
      await editing.update(id, after, this.#changedAt(campaign));
      await AuditLog.record(trx, {
        operatorId,
        action: 'campaign.edit',
        targetType: 'campaign',
        targetId: id,
        before: Object.fromEntries(changed.map((key) => [key, auditBefore[key]])),
        after: Object.fromEntries(changed.map((key) => [key, auditAfter[key]])),
      });
    });
  }

  /** Adds `images` after the campaign's last (404; 409 past {@link CAMPAIGN_IMAGES_MAX}); audited. */
  async addImages(operatorId: number, id: number, images: readonly StoredImage[]): Promise<void> {
    await this.#editing.transaction(async (editing, trx) => {
      const campaign = await this.#lock(editing, id);
      const before = await editing.imageIds(id);
      if (before.length + images.length > CAMPAIGN_IMAGES_MAX) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          `A campaign keeps at most ${CAMPAIGN_IMAGES_MAX} images; it has ${before.length}. Remove some first.`,
        );
      }
      const added = await editing.addImages(id, images, campaign.title);
      await editing.touch(id, this.#changedAt(campaign));
      await AuditLog.record(trx, {
        operatorId,
        action: 'campaign.images.add',
        targetType: 'campaign',
        targetId: id,
        before: { imageIds: before },
        after: { imageIds: [...before, ...added] },
      });
    });
  }

  /**
   * Removes image `imageId` of campaign `id` (404 for either) and deletes its files; the last image stays
   * (409: a campaign always shows one). The images after it move up. Audited.
   */
  async removeImage(operatorId: number, id: number, imageId: number): Promise<void> {
    const keys = await this.#editing.transaction(async (editing, trx) => {
      const campaign = await this.#lock(editing, id);
      const before = await editing.imageIds(id);
      if (!before.includes(imageId)) throw notFound('Image', imageId);
      if (before.length === 1) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          'This is the campaign’s only image: a campaign always shows one. Add another image first.',
        );
      }
      const removed = await editing.deleteImage(id, imageId);
      const after = before.filter((candidate) => candidate !== imageId);
      await editing.writeImageOrder(id, after);
      await editing.touch(id, this.#changedAt(campaign));
      await AuditLog.record(trx, {
        operatorId,
        action: 'campaign.images.remove',
        targetType: 'campaign',
        targetId: id,
        before: { imageIds: before },
        after: { imageIds: after },
      });
      return removed?.keys ?? [];
    });
    await this.#deleteBlobs(keys);
  }

  /**
   * Puts the images of campaign `id` in the order of `order.imageIds`, which must name each of its images
   * once (400); 409 when `order.updated` is stale (someone else changed the campaign). Audited.
   */
  async reorderImages(operatorId: number, id: number, order: CampaignImageOrder): Promise<void> {
    await this.#editing.transaction(async (editing, trx) => {
      const campaign = await this.#lockFresh(editing, id, order.updated);
      const before = await editing.imageIds(id);
      const requested = new Set(order.imageIds);
      if (
        requested.size !== order.imageIds.length ||
        requested.size !== before.length ||
        before.some((imageId) => !requested.has(imageId))
      ) {
        throw invalidField(
          'imageIds',
          `Send every image id of the campaign once, in the new order: ${before.join(', ')}.`,
        );
      }
      await editing.writeImageOrder(id, order.imageIds);
      await editing.touch(id, this.#changedAt(campaign));
      await AuditLog.record(trx, {
        operatorId,
        action: 'campaign.images.reorder',
        targetType: 'campaign',
        targetId: id,
        before: { imageIds: before },
        after: { imageIds: order.imageIds },
      });
    });
  }

  /** Adds supporting `documents` to campaign `id` (404; 409 past the documents' limit); audited. */
  async addDocuments(operatorId: number, id: number, documents: readonly StoredDocument[]): Promise<void> {
    await this.#editing.transaction(async (editing, trx) => {
      const campaign = await this.#lock(editing, id);
      const before = await editing.documentIds(id);
      if (before.length + documents.length > UPLOAD_LIMITS.documents) {
        throw new ApiError(
          409,
          ErrorCodes.conflict,
          `A campaign keeps at most ${UPLOAD_LIMITS.documents} documents; it has ${before.length}. Remove some first.`,
        );
      }
      await editing.addDocuments(id, documents);
      await editing.touch(id, this.#changedAt(campaign));
      await AuditLog.record(trx, {
        operatorId,
        action: 'campaign.documents.add',
        targetType: 'campaign',
        targetId: id,
        before: { documentIds: before },
        after: { documentIds: await editing.documentIds(id), added: documents.map((d) => d.fileName) },
      });
    });
  }

  /** Removes document `documentId` of campaign `id` (404 for either) and deletes its file; audited. */
  async removeDocument(operatorId: number, id: number, documentId: number): Promise<void> {
    const keys = await this.#editing.transaction(async (editing, trx) => {
      const campaign = await this.#lock(editing, id);
      const before = await editing.documentIds(id);
      const removed = await editing.deleteDocument(id, documentId);
      if (!removed) throw notFound('Document', documentId);
      await editing.touch(id, this.#changedAt(campaign));
      await AuditLog.record(trx, {
        operatorId,
        action: 'campaign.documents.remove',
        targetType: 'campaign',
        targetId: id,
        before: { documentIds: before },
        after: { documentIds: before.filter((candidate) => candidate !== documentId) },
      });
      return removed.keys;
    });
    await this.#deleteBlobs(keys);
  }

  /** Document `documentId` of campaign `id`, for an operator to download; 404 for either. */
  async document(id: number, documentId: number): Promise<CampaignDocumentFile> {
    const document = await this.#editing.document(id, documentId);
    if (!document) throw notFound('Document', documentId);
    return document;
  }

  async #lock(editing: CampaignEditingRepository, id: number): Promise<LockedCampaign> {
    const campaign = await editing.lockCampaign(id);
    if (!campaign) throw notFound('Campaign', id);
    return campaign;
  }

  /** Locks campaign `id`, refusing with 409 when it changed since `updated` (what the operator read). */
  async #lockFresh(editing: CampaignEditingRepository, id: number, updated: string): Promise<LockedCampaign> {
    const campaign = await this.#lock(editing, id);
    if (campaign.updated_at.getTime() !== Date.parse(updated)) throw stale();
    return campaign;
  }

  /** When a change of `campaign` happens: now, and always later than its last change (so `updated` moves). */
  #changedAt(campaign: LockedCampaign): Date {
    return new Date(Math.max(this.#now().getTime(), campaign.updated_at.getTime() + 1));
  }

  async #checkCharity(editing: CampaignEditingRepository, charityId: number): Promise<void> {
    if (!(await editing.lockCharity(charityId))) {
      throw new ApiError(404, ErrorCodes.notFound, `Charity ${charityId} was not found.`, {
        charityId: 'is not a charity',
      });
    }
  }

  /** Deletes the blobs of removed files that no other row uses (after the commit; a failure only leaves a file). */
  async #deleteBlobs(keys: readonly string[]): Promise<void> {
    const unused = await this.#editing.unreferenced(keys);
    await Promise.all(unused.map((key) => this.#blobs.delete(key).catch(() => undefined)));
  }
}
