import type { EditableCampaign } from '@lomi/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ApprovalStatusColumn, CampaignStatusColumn, Database } from '../db/schema.ts';
import { insertCampaignImages } from '../media/media-repository.ts';
import type { StoredDocument, StoredImage } from '../uploads/receive-form.ts';
import { insertCampaign, insertCampaignDocuments, type NewCampaign } from './campaign-creation-repository.ts';
import { campaignImagePath, campaignImageSrcset } from './campaign-mapper.ts';

/** The columns of a campaign the console's editor changes, as its row holds them. */
export interface CampaignContent {
  title: string;
  description: string;
  category_id: number;
  goal_etb_minor: number;
  goal_usd_minor: number;
  video_url: string | null;
  charity_id: number | null;
}

/** A campaign's row locked for a change: its content, its status and when it last changed. */
export interface LockedCampaign extends CampaignContent {
  id: number;
  status: CampaignStatusColumn;
  updated_at: Date;
}

/** A campaign's image or document as a removal needs it: its id and every blob it stores. */
export interface StoredFileRow {
  id: number;
  keys: string[];
}

/** A campaign's supporting document, to send to an operator. */
export interface CampaignDocumentFile {
  fileName: string;
  key: string;
  contentType: string;
  etag: string;
}

/**
 * The SQL of the console's campaign editor (issue 14 #4): the editor's read, and the writes of a campaign's
 * set-up and edits. Changes run in {@link transaction}, which hands a repository over the transaction (and the
 * transaction itself, for the audit log); each starts by locking the campaign's row ({@link lockCampaign}), so
 * two operators' changes of one campaign run one after the other.
 */
export class CampaignEditingRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(
    work: (editing: CampaignEditingRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new CampaignEditingRepository(trx), trx));
  }

  /** Campaign `id` as the editor shows it (plain image paths: the route signs them), or undefined. */
  async find(id: number): Promise<EditableCampaign | undefined> {
    const row = await this.#db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select([
        'c.id',
        'c.status',
        'o.id as organization_id',
        'o.name as organization_name',
        'c.title',
        'c.description',
        'c.category_id',
        'c.goal_etb_minor',
        'c.goal_usd_minor',
        'c.video_url',
        'c.created_by_charity',
        'c.charity_id',
        'c.deadline',
        'c.featured',
        'c.updated_at',
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const [images, variants, documents] = await Promise.all([
      this.#db
        .selectFrom('campaign_images')
        .select(['id', 'alt', 'width', 'height'])
        .where('campaign_id', '=', id)
        .orderBy('position')
        .execute(),
      this.#db
        .selectFrom('campaign_image_variants as v')
        .innerJoin('campaign_images as i', 'i.id', 'v.campaign_image_id')
        .select(['v.campaign_image_id', 'v.width'])
        .where('i.campaign_id', '=', id)
        .orderBy('v.width')
        .execute(),
      this.#db
        .selectFrom('campaign_documents')
        .select(['id', 'file_name', 'content_type', 'byte_size', 'created_at'])
        .where('campaign_id', '=', id)
        .orderBy('id')
        .execute(),
    ]);
    return {
      id: row.id,
      status: row.status,
      organization: { id: row.organization_id, name: row.organization_name },
      title: row.title,
      description: row.description,
      category: row.category_id,
      goalEtbAmount: row.goal_etb_minor,
      goalUsdAmount: row.goal_usd_minor,
      video_url: row.video_url,
      createdByCharity: row.created_by_charity,
      charityId: row.charity_id,
      deadline: row.deadline ? row.deadline.toISOString() : null,
      featured: row.featured,
      images: images.map((image) => {
        const url = campaignImagePath(id, image.id);
        const widths = variants
          .filter((variant) => variant.campaign_image_id === image.id)
          .map((variant) => variant.width);
        return {
          id: image.id,
          url,
          srcset: campaignImageSrcset(url, widths),
          alt: image.alt,
          width: image.width,
          height: image.height,
        };
      }),
      documents: documents.map((document) => ({
        id: document.id,
        url: `/api/console/campaigns/${id}/documents/${document.id}`,
        file_name: document.file_name,
        content_type: document.content_type,
        byte_size: document.byte_size,
        created: document.created_at.toISOString(),
      })),
      updated: row.updated_at.toISOString(),
    };
  }

  /** Locks campaign `id`'s row (`FOR UPDATE`) and reads what a change checks; undefined when there is none. */
  async lockCampaign(id: number): Promise<LockedCampaign | undefined> {
    return this.#db
      .selectFrom('campaigns')
      .select([
        'id',
        'status',
        'title',
        'description',
        'category_id',
        'goal_etb_minor',
        'goal_usd_minor',
        'video_url',
        'charity_id',
        'updated_at',
      ])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The approval of organization `id`, its row locked against a change (`FOR SHARE`); undefined when none. */
  async lockOrganization(id: number): Promise<ApprovalStatusColumn | undefined> {
    const row = await this.#db
      .selectFrom('organizations')
      .select('approval_status')
      .where('id', '=', id)
      .forShare()
      .executeTakeFirst();
    return row?.approval_status;
  }

  /** Whether charity `id` exists, its row locked against deletion (`FOR SHARE`). */
  async lockCharity(id: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('charities')
      .select('id')
      .where('id', '=', id)
      .forShare()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Writes a new campaign with its photo and documents (the owner's submission's writer); its id. */
  create(campaign: NewCampaign): Promise<number> {
    return insertCampaign(this.#db, campaign);
  }

  /** Writes the content of campaign `id` and marks it changed at `at`. */
  async update(id: number, content: CampaignContent, at: Date): Promise<void> {
    await this.#db
      .updateTable('campaigns')
      .set({ ...content, created_by_charity: content.charity_id !== null, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Marks campaign `id` changed at `at` (its images or documents changed). */
  async touch(id: number, at: Date): Promise<void> {
    await this.#db.updateTable('campaigns').set({ updated_at: at }).where('id', '=', id).execute();
  }

  /** The image ids of campaign `campaignId` in their order. */
  async imageIds(campaignId: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('campaign_images')
      .select('id')
      .where('campaign_id', '=', campaignId)
      .orderBy('position')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Writes `images` after the campaign's last image (positions are kept 0 … n-1); their ids in order. */
  async addImages(campaignId: number, images: readonly StoredImage[], alt: string): Promise<number[]> {
    const { count } = await this.#db
      .selectFrom('campaign_images')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    return insertCampaignImages(
      this.#db,
      campaignId,
      images.map((image) => ({ image, alt })),
      Number(count),
    );
  }

  /** Deletes image `imageId` of campaign `campaignId` (its variants go with it); its blobs, or undefined. */
  async deleteImage(campaignId: number, imageId: number): Promise<StoredFileRow | undefined> {
    const variants = await this.#db
      .selectFrom('campaign_image_variants as v')
      .innerJoin('campaign_images as i', 'i.id', 'v.campaign_image_id')
      .select('v.storage_key')
      .where('i.id', '=', imageId)
      .where('i.campaign_id', '=', campaignId)
      .execute();
    const row = await this.#db
      .deleteFrom('campaign_images')
      .where('id', '=', imageId)
      .where('campaign_id', '=', campaignId)
      .returning(['id', 'storage_key'])
      .executeTakeFirst();
    if (!row) return undefined;
    return { id: row.id, keys: [row.storage_key, ...variants.map((variant) => variant.storage_key)] };
  }

  /**
   * Gives the images of campaign `campaignId` the positions 0 … n-1 in the order of `ids` (every image id of
   * the campaign). Two statements, because `UNIQUE (campaign_id, position)` is checked row by row: first every
   * image moves past the highest position in use (no new position can meet an old one), then each takes its
   * place (none of which is taken any more).
   */
  async writeImageOrder(campaignId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .updateTable('campaign_images')
      .set({
        position: sql<number>`position + 1 + (SELECT max(position) FROM campaign_images WHERE campaign_id = ${campaignId})`,
      })
      .where('campaign_id', '=', campaignId)
      .execute();
    const places = sql.join(
      ids.map((id, index) => sql`WHEN ${id}::integer THEN ${index}::smallint`),
      sql` `,
    );
    await this.#db
      .updateTable('campaign_images')
      .set({ position: sql<number>`CASE id ${places} END` })
      .where('campaign_id', '=', campaignId)
      .where('id', 'in', ids)
      .execute();
  }

  /** The document ids of campaign `campaignId`, oldest first. */
  async documentIds(campaignId: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('campaign_documents')
      .select('id')
      .where('campaign_id', '=', campaignId)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Writes `documents` as supporting documents of campaign `campaignId`. */
  addDocuments(campaignId: number, documents: readonly StoredDocument[]): Promise<void> {
    return insertCampaignDocuments(this.#db, campaignId, documents);
  }

  /** Deletes document `documentId` of campaign `campaignId`; its blob, or undefined when there is none. */
  async deleteDocument(campaignId: number, documentId: number): Promise<StoredFileRow | undefined> {
    const row = await this.#db
      .deleteFrom('campaign_documents')
      .where('id', '=', documentId)
      .where('campaign_id', '=', campaignId)
      .returning(['id', 'storage_key'])
      .executeTakeFirst();
    return row && { id: row.id, keys: [row.storage_key] };
  }

  /** Document `documentId` of campaign `campaignId`, to send to an operator; undefined when there is none. */
  async document(campaignId: number, documentId: number): Promise<CampaignDocumentFile | undefined> {
    const row = await this.#db
      .selectFrom('campaign_documents')
      .select(['file_name', 'storage_key', 'content_type', 'etag'])
      .where('id', '=', documentId)
      .where('campaign_id', '=', campaignId)
      .executeTakeFirst();
    return (
      row && {
        fileName: row.file_name,
        key: row.storage_key,
        contentType: row.content_type,
        // Documents stored before their ETag was kept get one from their key (which never changes).
        etag: row.etag ?? `"${row.storage_key}"`,
      }
    );
  }

  /** Which of `keys` no image, image variant or document refers to any more (their blobs may go). */
  async unreferenced(keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const used = await this.#db
      .selectFrom('campaign_images')
      .select('storage_key')
      .where('storage_key', 'in', keys)
      .union(
        this.#db.selectFrom('campaign_image_variants').select('storage_key').where('storage_key', 'in', keys),
      )
      .union(this.#db.selectFrom('campaign_documents').select('storage_key').where('storage_key', 'in', keys))
      .execute();
    const kept = new Set(used.map((row) => row.storage_key));
    return keys.filter((key) => !kept.has(key));
  }
}
