import { fetchFile } from '../api-client/fetch-file.ts';
import { requesterOf } from '../api-client/client-requester.ts';
import type { RequestOptions } from '../api-client/json-requester.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import { queryParams } from '../api-client/query-params.ts';
import { sendForm } from '../api-client/send-form.ts';
import type { PagedList } from '../domain/index.ts';
import {
  organizationFormData,
  type OrganizationFields,
  type OrganizationFiles,
} from '../organization/organization-form.ts';
import type { OrganizationUploadOptions } from '../organization/organization-calls.ts';
import type {
  ConsoleOrganization,
  ConsoleOrganizationQuery,
  ConsoleOrganizationSummary,
} from './organization-types.ts';

/** What an operator may change: any field, the logo, documents added and documents removed (by id). */
export interface ConsoleOrganizationChanges {
  fields?: Partial<OrganizationFields>;
  files?: OrganizationFiles;
  /** Ids of documents to remove. */
  removeDocuments?: readonly number[];
}

/** The organizations of the operator console (issue 14 #3). */
export interface ConsoleOrganizationCalls {
  /** A page of organizations, newest first, by name or e-mail and status. */
  list(
    query?: ConsoleOrganizationQuery,
    options?: RequestOptions,
  ): Promise<PagedList<ConsoleOrganizationSummary>>;
  /** Every field, the owner, the logo and the documents. 404 for none. */
  get(id: number, options?: RequestOptions): Promise<ConsoleOrganization>;
  /** Approves a pending or rejected organization (its owner is told). 409 when already approved or suspended. */
  approve(id: number, options?: RequestOptions): Promise<ConsoleOrganization>;
  /** Rejects a pending organization with the reason its owner reads. 409 when not pending. */
  reject(id: number, reason: string, options?: RequestOptions): Promise<ConsoleOrganization>;
  /** Suspends an approved organization: it and its campaigns leave every public read. 409 unless approved. */
  suspend(id: number, reason: string, options?: RequestOptions): Promise<ConsoleOrganization>;
  /** Makes a suspended organization public again. 409 unless suspended. */
  reinstate(id: number, options?: RequestOptions): Promise<ConsoleOrganization>;
  /** Changes any field, replaces the logo, adds and removes documents (multipart, with upload progress). */
  update(
    id: number,
    changes: ConsoleOrganizationChanges,
    options?: OrganizationUploadOptions,
  ): Promise<ConsoleOrganization>;
  /**
   * Creates an approved organization owned by the account with e-mail `ownerEmail` (404 when there is none),
   * on behalf of that creator.
   */
  create(
    ownerEmail: string,
    fields: OrganizationFields,
    files?: OrganizationFiles,
    options?: OrganizationUploadOptions,
  ): Promise<ConsoleOrganization>;
  /**
   * The bytes of a supporting document (or of the logo: pass the detail's `logo` or a document's `url`),
   * fetched with the operator's token; show it with `URL.createObjectURL`.
   */
  file(path: string, options?: RequestOptions): Promise<Blob>;
}

const base = '/api/console/organizations/';
const one = (id: number) => `${base}${encodeURIComponent(id)}/`;

/** The calls over `client`; part of {@link createConsoleClient}. */
export function organizationCalls(client: LomiClient): ConsoleOrganizationCalls {
  const { getJson, postJson, connection } = requesterOf(client);
  return {
    list: (query = {}, options) =>
      getJson(base, queryParams({ page: query.page, search: query.search, status: query.status }), options),
    get: (id, options) => getJson(one(id), {}, options),
    approve: (id, options) => postJson(`${one(id)}approve/`, undefined, options),
    reject: (id, reason, options) => postJson(`${one(id)}reject/`, { reason }, options),
    suspend: (id, reason, options) => postJson(`${one(id)}suspend/`, { reason }, options),
    reinstate: (id, options) => postJson(`${one(id)}reinstate/`, undefined, options),
    update: (id, { fields = {}, files = {}, removeDocuments = [] }, options = {}) => {
      const form = organizationFormData(fields, files);
      if (removeDocuments.length > 0) form.append('remove_documents', removeDocuments.join(','));
      return sendForm(client, { method: 'PUT', path: one(id), form, ...options });
    },
    create: (ownerEmail, fields, files = {}, options = {}) => {
      const form = organizationFormData(fields, files);
      form.append('owner_email', ownerEmail);
      return sendForm(client, { method: 'POST', path: base, form, ...options });
    },
    file: (path, options = {}) => fetchFile(connection, path, {}, options),
  };
}
