import type {
  ApprovalStatus,
  ConsoleOrganization,
  ConsoleOrganizationSummary,
  OrganizationFields,
} from '@lomi/core';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, OrganizationsTable } from '../db/schema.ts';
import { containsPattern } from '../http/like-pattern.ts';
import { insertDocuments, type DocumentBlob, type LogoBlob } from './organization-repository.ts';

/** The filters of the console's list; the status one is backed by an index (migration 0018). */
export interface ConsoleOrganizationFilter {
  search?: string | undefined;
  status?: ApprovalStatus | undefined;
}

/** An organization's row, locked for a decision or a change. */
export type LockedOrganization = Selectable<OrganizationsTable>;

/** A stored file to send: where its bytes are and how to name them. */
export interface StoredFile {
  key: string;
  contentType: string;
  etag: string;
  fileName: string;
}

/** The path of the console's logo of organization `id` (any status; operators only). */
export const consoleLogoPath = (id: number) => `/api/console/organizations/${id}/logo`;

/** The path of the console's download of document `documentId` of organization `id` (operators only). */
export const consoleDocumentPath = (id: number, documentId: number) =>
  `/api/console/organizations/${id}/documents/${documentId}`;

/**
 * The SQL of organizations as the operator console reads and changes them (issue 14 #3): every status, every
 * field, the owner and the documents. Decisions and changes run in {@link transaction}, which hands a
 * repository over the transaction (and the transaction itself, for the audit log and the notifications).
 */
export class OrganizationConsoleRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  transaction<T>(
    work: (organizations: OrganizationConsoleRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new OrganizationConsoleRepository(trx), trx));
  }

  #filtered(filter: ConsoleOrganizationFilter) {
    let query = this.#db.selectFrom('organizations as o');
    if (filter.status !== undefined) query = query.where('o.approval_status', '=', filter.status);
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      query = query.where((eb) => eb.or([eb('o.name', 'ilike', pattern), eb('o.email', 'ilike', pattern)]));
    }
    return query;
  }

  /** Newest first, with how many match. */
  async page(
    filter: ConsoleOrganizationFilter,
    window: { offset: number; limit: number },
  ): Promise<{ results: ConsoleOrganizationSummary[]; count: number }> {
    const [rows, { count }] = await Promise.all([
      this.#filtered(filter)
        .leftJoin('users as u', (join) =>
          join.onRef('u.id', '=', 'o.owner_user_id').on('u.deleted_at', 'is', null),
        )
        .select([
          'o.id',
          'o.name',
          'o.email',
          'o.approval_status',
          'o.created_at',
          'u.id as owner_id',
          'u.username as owner_username',
          'u.email as owner_email',
        ])
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .offset(window.offset)
        .limit(window.limit)
        .execute(),
      this.#filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      count: Number(count),
      results: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        approval_status: row.approval_status,
        created_at: row.created_at.toISOString(),
        owner: ownerOf(row),
      })),
    };
  }

  /** Every field of organization `id`, its owner and documents, or undefined. */
  async detail(id: number): Promise<ConsoleOrganization | undefined> {
    const row = await this.#db
      .selectFrom('organizations as o')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'o.owner_user_id').on('u.deleted_at', 'is', null),
      )
      .selectAll('o')
      .select(['u.id as owner_id', 'u.username as owner_username', 'u.email as owner_email'])
      .where('o.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const documents = await this.#db
      .selectFrom('organization_documents')
      .select(['id', 'file_name', 'content_type', 'byte_size', 'created_at'])
      .where('organization_id', '=', id)
      .orderBy('id')
      .execute();
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      approval_status: row.approval_status,
      created_at: row.created_at.toISOString(),
      owner: ownerOf(row),
      description: row.description,
      phone_number: row.phone_number,
      contact_person_name: row.contact_person_name,
      address: row.address,
      website: row.website,
      accepts_asrat: row.accepts_asrat,
      review_note: row.review_note,
      reviewed_at: row.reviewed_at?.toISOString() ?? null,
      updated_at: row.updated_at.toISOString(),
      logo: row.logo_key ? consoleLogoPath(row.id) : null,
      documents: documents.map((document) => ({
        id: document.id,
        file_name: document.file_name,
        content_type: document.content_type,
        byte_size: document.byte_size === null ? null : Number(document.byte_size),
        created_at: document.created_at.toISOString(),
        url: consoleDocumentPath(row.id, document.id),
      })),
    };
  }

  /** Document `documentId` of organization `organizationId`, or undefined. */
  async document(organizationId: number, documentId: number): Promise<StoredFile | undefined> {
    const row = await this.#db
      .selectFrom('organization_documents')
      .select(['storage_key', 'content_type', 'etag', 'file_name'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', documentId)
      .executeTakeFirst();
    return (
      row && {
        key: row.storage_key,
        contentType: row.content_type,
        // Rows from before 0011 have no ETag: the key names the bytes as well.
        etag: row.etag ?? `"${row.storage_key}"`,
        fileName: row.file_name,
      }
    );
  }

  /** The logo of organization `id` whatever its status, or undefined when it has none. */
  async logo(id: number): Promise<{ key: string; contentType: string; etag: string } | undefined> {
    const row = await this.#db
      .selectFrom('organizations')
      .select(['logo_key', 'logo_content_type', 'logo_etag'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.logo_key || !row.logo_content_type || !row.logo_etag) return undefined;
    return { key: row.logo_key, contentType: row.logo_content_type, etag: row.logo_etag };
  }

  /** Organization `id`, its row locked until the transaction ends, or undefined. */
  async lock(id: number): Promise<LockedOrganization | undefined> {
    return this.#db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The live owner of organization row `ownerUserId` (null for none or a deleted account). */
  async liveOwner(ownerUserId: number | null): Promise<number | null> {
    if (ownerUserId === null) return null;
    const row = await this.#db
      .selectFrom('users')
      .select('id')
      .where('id', '=', ownerUserId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Records a decision: the status, the note its owner reads (or null) and when. */
  async setStatus(id: number, status: ApprovalStatus, note: string | null, at: Date): Promise<void> {
    await this.#db
      .updateTable('organizations')
      .set({ approval_status: status, review_note: note, reviewed_at: at })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Changes organization `id` (locked by the caller): the given fields, the logo when one is given, the
   * documents added and those removed (only this organization's). Answers the removed documents' keys.
   */
  async change(
    id: number,
    fields: Partial<OrganizationFields>,
    logo: LogoBlob | undefined,
    added: readonly DocumentBlob[],
    removedIds: readonly number[],
  ): Promise<{ removedKeys: string[]; removedNames: string[] }> {
    await this.#db
      .updateTable('organizations')
      .set({
        ...fields,
        ...(logo ? { logo_key: logo.key, logo_content_type: logo.contentType, logo_etag: logo.etag } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    const removed =
      removedIds.length === 0
        ? []
        : await this.#db
            .deleteFrom('organization_documents')
            .where('organization_id', '=', id)
            .where('id', 'in', removedIds)
            .returning(['storage_key', 'file_name'])
            .execute();
    await insertDocuments(this.#db, id, added);
    return {
      removedKeys: removed.map((row) => row.storage_key),
      removedNames: removed.map((row) => row.file_name),
    };
  }

  /** The file names of organization `id`'s documents, oldest first. */
  async documentNames(id: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('organization_documents')
      .select('file_name')
      .where('organization_id', '=', id)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.file_name);
  }

  /** The live account with this e-mail address (any case), or undefined. */
  async accountByEmail(email: string): Promise<{ id: number } | undefined> {
    return this.#db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }
}

function ownerOf(row: {
  owner_id: number | null;
  owner_username: string | null;
  owner_email: string | null;
}): ConsoleOrganizationSummary['owner'] {
  return row.owner_id === null
    ? null
    : { id: row.owner_id, username: row.owner_username ?? '', email: row.owner_email };
}
