import type { LomiClient } from '../api-client/lomi-client.ts';
import type { RequestOptions } from '../api-client/json-requester.ts';
import { requesterOf } from '../api-client/client-requester.ts';
import { queryParams } from '../api-client/query-params.ts';
import { sendForm } from '../api-client/send-form.ts';
import type { PagedList } from '../domain/index.ts';
import { charityFormData } from './charity-form.ts';
import type {
  CharityFields,
  CharityFiles,
  CharityUpdate,
  ConsoleCharity,
  ConsoleCharityQuery,
} from './charity-types.ts';

/** Options of the charity uploads (the form goes through XMLHttpRequest for its progress). */
export interface CharityUploadOptions {
  /** Told as the form goes out: bytes sent of the total. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborts the upload (`LOMI_ERR_ABORTED`). */
  signal?: AbortSignal;
}

/** The console's charity calls (issue 14 #5). */
export interface CharityCalls {
  /** A page of charities by name (10 a page), those whose name holds `search` (any case) when given. */
  list(query?: ConsoleCharityQuery, options?: RequestOptions): Promise<PagedList<ConsoleCharity>>;
  /** One charity; 404 for an unknown id. */
  get(id: number, options?: RequestOptions): Promise<ConsoleCharity>;
  /** Creates a charity (name 1–255, description ≤ 1000, an optional logo image); 400 names a bad field. */
  create(
    fields: CharityFields,
    files?: CharityFiles,
    options?: CharityUploadOptions,
  ): Promise<ConsoleCharity>;
  /**
   * Changes the fields given and replaces the logo when one is given. `updated` is the charity's `updated` as
   * last read: 409 `LOMI_ERR_CONFLICT` when someone changed it since (read it again, then edit).
   */
  update(
    id: number,
    change: CharityUpdate,
    files?: CharityFiles,
    options?: CharityUploadOptions,
  ): Promise<ConsoleCharity>;
}

/** The charity calls over `client`. */
export function charityCalls(client: LomiClient): CharityCalls {
  const { getJson } = requesterOf(client);
  return {
    list: (query = {}, options) =>
      getJson('/api/console/charities/', queryParams({ page: query.page, search: query.search }), options),
    get: (id, options) => getJson(`/api/console/charities/${encodeURIComponent(id)}/`, {}, options),
    create: (fields, files = {}, options = {}) =>
      sendForm(client, {
        method: 'POST',
        path: '/api/console/charities/',
        form: charityFormData(fields, files),
        ...options,
      }),
    update: (id, change, files = {}, options = {}) =>
      sendForm(client, {
        method: 'PUT',
        path: `/api/console/charities/${encodeURIComponent(id)}/`,
        form: charityFormData(change, files),
        ...options,
      }),
  };
}
