import {
  PUBLIC_CAMPAIGN_STATUSES,
  type Organization,
  type OrganizationDetail,
  type OrganizationFields,
  type OwnOrganization,
} from '@lomi/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrganizationsTable } from '../db/schema.ts';
import { containsPattern } from '../http/like-pattern.ts';
import { organizationLogoPath } from '../campaigns/campaign-mapper.ts';

/** The text fields an owner writes (§3), already checked (§5): core's form fields, as the server keeps them. */
export type OrganizationFieldValues = OrganizationFields;

/** A stored logo (the largest WebP variant of the upload). */
export interface LogoBlob {
  key: string;
  contentType: string;
  etag: string;
}

/** A stored supporting document. */
export interface DocumentBlob {
  fileName: string;
  key: string;
  contentType: string;
  byteSize: number;
  etag: string;
}

/**
 * How `userId` stands to organization `id`: its owner (and whether it is approved, §4: only an approved one
 * may be edited), someone else while it is public, or nothing they may know of (missing, or another user's
 * pending or rejected organization).
 */
export type OrganizationStanding = 'owner-approved' | 'owner-in-review' | 'not-owner' | 'missing';

/** What an update did: the organization as its owner now sees it and the logo it replaced, or why not. */
export type OrganizationUpdateOutcome =
  | { kind: 'updated'; organization: OwnOrganization; replacedLogoKey: string | null }
  | { kind: Exclude<OrganizationStanding, 'owner-approved'> };

/**
 * The SQL of organizations: the public endpoints (only approved organizations are public), the owner's
 * create, update and view (with documents and the review note). The team's side is
 * organization-console-repository.ts.
 */
export class OrganizationRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Approved organizations whose name contains `search`, by name. */
  async list(
    search: string | undefined,
    window: { offset: number; limit: number },
  ): Promise<{ organizations: Organization[]; count: number; total: number }> {
    const approved = this.#db.selectFrom('organizations').where('approval_status', '=', 'approved');
    const matching = search ? approved.where('name', 'ilike', containsPattern(search)) : approved;
    const [{ count }, { total }, rows] = await Promise.all([
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      approved.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      matching.selectAll().orderBy('name').orderBy('id').offset(window.offset).limit(window.limit).execute(),
    ]);
    return { organizations: rows.map(toOrganization), count, total };
  }

  /**
   * The organizations `userId` owns, whatever their approval status (the owner sees a pending or rejected
   * one on the profile page), newest first, optionally only those whose name contains `search`.
   */
  async listOwned(
    userId: number,
    search: string | undefined,
    window: { offset: number; limit: number },
  ): Promise<{ organizations: OwnOrganization[]; count: number; total: number }> {
    const owned = this.#db.selectFrom('organizations').where('owner_user_id', '=', userId);
    const matching = search ? owned.where('name', 'ilike', containsPattern(search)) : owned;
    const [{ count }, { total }, rows] = await Promise.all([
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      owned.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      matching
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
    ]);
    return { organizations: await ownView(this.#db, rows), count, total };
  }

  /** How `userId` stands to organization `id` (see {@link OrganizationStanding}). */
  async standing(userId: number, id: number): Promise<OrganizationStanding> {
    const row = await this.#db
      .selectFrom('organizations')
      .select(['owner_user_id', 'approval_status'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? standingOf(row, userId) : 'missing';
  }

  /**
   * Creates a pending organization owned by `userId` with its logo and documents, in one transaction: all
   * rows or none. Answers it as its owner sees it.
   */
  async createPending(
    userId: number,
    fields: OrganizationFieldValues,
    logo: LogoBlob | undefined,
    documents: readonly DocumentBlob[],
  ): Promise<OwnOrganization> {
    return this.#db.transaction().execute(async (trx) => {
      const id = await insertOrganization(trx, userId, 'pending', fields, logo, documents);
      return findOwnedIn(trx, userId, id);
    });
  }

  /**
   * Changes the given fields of organization `id`, replaces its logo when one is given and adds
   * `documents`, in one transaction, only while `userId` owns it and it is approved (§4); the row is locked
   * first, so a review or another update in between waits. When refused, nothing is written.
   */
  async updateOwned(
    userId: number,
    id: number,
    fields: Partial<OrganizationFieldValues>,
    logo: LogoBlob | undefined,
    documents: readonly DocumentBlob[],
  ): Promise<OrganizationUpdateOutcome> {
    return this.#db.transaction().execute(async (trx): Promise<OrganizationUpdateOutcome> => {
      const row = await trx
        .selectFrom('organizations')
        .select(['owner_user_id', 'approval_status', 'logo_key'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      const standing = row ? standingOf(row, userId) : 'missing';
      if (standing !== 'owner-approved') return { kind: standing };
      await trx
        .updateTable('organizations')
        .set({
          ...fields,
          ...(logo ? { logo_key: logo.key, logo_content_type: logo.contentType, logo_etag: logo.etag } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await insertDocuments(trx, id, documents);
      const replaced = logo && row!.logo_key !== logo.key ? row!.logo_key : null;
      return { kind: 'updated', organization: await findOwnedIn(trx, userId, id), replacedLogoKey: replaced };
    });
  }

  /** Whether any organization or charity still shows the blob `key` as its logo. */
  async logoInUse(key: string): Promise<boolean> {
    const [organization, charity] = await Promise.all([
      this.#db.selectFrom('organizations').select('id').where('logo_key', '=', key).executeTakeFirst(),
      this.#db.selectFrom('charities').select('id').where('logo_key', '=', key).executeTakeFirst(),
    ]);
    return organization !== undefined || charity !== undefined;
  }

  /** An approved organization by id, or undefined. */
  async findPublic(id: number): Promise<Organization | undefined> {
    const row = await this.#db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', id)
      .where('approval_status', '=', 'approved')
      .executeTakeFirst();
    return row && toOrganization(row);
  }

  /**
   * An approved organization by id with its totals over its public campaigns (active, completed or closed:
   * what visitors can open), or undefined.
   */
  async findPublicDetail(id: number): Promise<OrganizationDetail | undefined> {
    const [organization, totals] = await Promise.all([
      this.findPublic(id),
      this.#db
        .selectFrom('campaigns as c')
        .innerJoin('campaign_totals as t', 't.campaign_id', 'c.id')
        .where('c.organization_id', '=', id)
        .where('c.status', 'in', PUBLIC_CAMPAIGN_STATUSES)
        .select((eb) => [
          // The Asrat campaign (src/asrat/) is not one of the campaigns the page lists; its money is raised.
          eb.fn.count<string | number>('c.id').filterWhere('c.kind', '=', 'fundraiser').as('campaign_count'),
          eb.fn.sum<string | number | null>('t.collected_etb_minor').as('collected_amount'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    if (!organization) return undefined;
    // count and sum come back as strings from PostgreSQL (bigint/numeric); the sum of an empty set is null.
    return {
      ...organization,
      campaign_count: Number(totals.campaign_count),
      collected_amount: Number(totals.collected_amount ?? 0),
    };
  }

  /** Whether an approved organization has this id. */
  async existsPublic(id: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', id)
      .where('approval_status', '=', 'approved')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The logo of an approved organization, or undefined when it has none or is not public. */
  async findPublicLogo(id: number): Promise<{ key: string; contentType: string; etag: string } | undefined> {
    const row = await this.#db
      .selectFrom('organizations')
      .select(['logo_key', 'logo_content_type', 'logo_etag'])
      .where('id', '=', id)
      .where('approval_status', '=', 'approved')
      .executeTakeFirst();
    if (!row?.logo_key || !row.logo_content_type || !row.logo_etag) return undefined;
    return { key: row.logo_key, contentType: row.logo_content_type, etag: row.logo_etag };
  }
}

type OrganizationRow = Selectable<OrganizationsTable>;

function standingOf(
  row: Pick<OrganizationRow, 'owner_user_id' | 'approval_status'>,
  userId: number,
): OrganizationStanding {
  if (row.owner_user_id === userId) {
    return row.approval_status === 'approved' ? 'owner-approved' : 'owner-in-review';
  }
  return row.approval_status === 'approved' ? 'not-owner' : 'missing';
}

/**
 * Writes a new organization owned by `ownerId` with its logo and documents; run it in a transaction (all
 * rows or none). Used by the owner's form (pending) and the operator console (approved, on a creator's
 * behalf). Answers the new id.
 */
export async function insertOrganization(
  db: Kysely<Database>,
  ownerId: number,
  status: 'pending' | 'approved',
  fields: OrganizationFieldValues,
  logo: LogoBlob | undefined,
  documents: readonly DocumentBlob[],
): Promise<number> {
  const { id } = await db
    .insertInto('organizations')
    .values({
      ...fields,
      owner_user_id: ownerId,
      approval_status: status,
      logo_key: logo?.key ?? null,
      logo_content_type: logo?.contentType ?? null,
      logo_etag: logo?.etag ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertDocuments(db, id, documents);
  return id;
}

/** Adds `documents` to organization `organizationId`. */
export async function insertDocuments(
  db: Kysely<Database>,
  organizationId: number,
  documents: readonly DocumentBlob[],
): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insertInto('organization_documents')
    .values(
      documents.map((document) => ({
        organization_id: organizationId,
        file_name: document.fileName,
        storage_key: document.key,
        content_type: document.contentType,
        byte_size: document.byteSize,
        etag: document.etag,
      })),
    )
    .execute();
}

async function findOwnedIn(trx: Transaction<Database>, userId: number, id: number): Promise<OwnOrganization> {
  const row = await trx
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', id)
    .where('owner_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return (await ownView(trx, [row]))[0]!;
}

/** The owner's view of `rows`: the public fields, the documents' file names (oldest first), the review note. */
async function ownView(db: Kysely<Database>, rows: OrganizationRow[]): Promise<OwnOrganization[]> {
  if (rows.length === 0) return [];
  const documents = await db
    .selectFrom('organization_documents')
    .select(['organization_id', 'file_name'])
    .where(
      'organization_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('organization_id')
    .orderBy('id')
    .execute();
  const names = new Map<number, string[]>();
  for (const document of documents) {
    const list = names.get(document.organization_id) ?? [];
    list.push(document.file_name);
    names.set(document.organization_id, list);
  }
  return rows.map((row) => ({
    ...toOrganization(row),
    documents: names.get(row.id) ?? [],
    review_note: row.review_note,
  }));
}

function toOrganization(row: {
  id: number;
  name: string;
  description: string;
  email: string;
  phone_number: string;
  contact_person_name: string;
  approval_status: Organization['approval_status'];
  address: string;
  website: string;
  created_at: Date;
  accepts_asrat: boolean;
  logo_key: string | null;
}): Organization {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    phone_number: row.phone_number,
    logo: row.logo_key ? organizationLogoPath(row.id) : null,
    contact_person_name: row.contact_person_name,
    approval_status: row.approval_status,
    address: row.address,
    website: row.website,
    created_at: row.created_at.toISOString(),
    accepts_asrat: row.accepts_asrat,
  };
}
