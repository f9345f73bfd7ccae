import { fetchFile } from '../api-client/fetch-file.ts';
import { requesterOf } from '../api-client/client-requester.ts';
import type { RequestOptions } from '../api-client/json-requester.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import { queryParams } from '../api-client/query-params.ts';
import type { PagedList } from '../domain/paged-list.ts';
import type { Locale } from '../i18n/locale.ts';
import type {
  AsratCampaign,
  AsratPage,
  AsratReportFormat,
  AsratReportGrouping,
  AsratSummary,
} from './asrat-types.ts';

/** Which Asrat report to download. */
export interface AsratReportQuery {
  /** The Gregorian year (Ethiopian local time); the current one when left out. */
  year?: number;
  by: AsratReportGrouping;
  format: AsratReportFormat;
  /** The report's language; English when left out. */
  lang?: Locale;
}

/** The Asrat calls of §7 (server README "Asrat"); all reject with `ApiError`. */
export interface AsratCalls {
  /** `GET /api/campaigns/asrat/`: a page of the organizations that accept Asrat, by name. */
  list(
    query?: { page?: number; search?: string },
    options?: RequestOptions,
  ): Promise<PagedList<AsratCampaign>>;
  /** `GET /api/asrat/{organizationId}`: the Asrat page; 404 when the organization does not accept Asrat. */
  page(organizationId: number, options?: RequestOptions): Promise<AsratPage>;
  /** The year's Asrat per month and per member (login; owner or operator: 403 for others, 404 unknown). */
  summary(organizationId: number, year?: number, options?: RequestOptions): Promise<AsratSummary>;
  /** The PNG QR code of the Asrat page, to print (login; owner or operator). */
  qrCode(organizationId: number, options?: RequestOptions): Promise<Blob>;
  /** A CSV or PDF report of the year per month or per member (login; owner or operator). */
  report(organizationId: number, query: AsratReportQuery, options?: RequestOptions): Promise<Blob>;
}

const pagePath = (organizationId: number) => `/api/asrat/${encodeURIComponent(organizationId)}`;

/** The Asrat calls over `client` (made by `createLomiClient`; the signed-in calls send its token). */
export function asratCalls(client: LomiClient): AsratCalls {
  const requester = requesterOf(client);
  const { getJson, connection } = requester;

  const getBlob = (path: string, query: Record<string, string>, options: RequestOptions = {}) =>
    fetchFile(connection, path, query, options);

  const yearQuery = (year: number | undefined): Record<string, string> => queryParams({ year });

  return {
    list: (query = {}, options) =>
      getJson('/api/campaigns/asrat/', queryParams({ page: query.page, search: query.search }), options),
    page: (organizationId, options) => getJson(pagePath(organizationId), {}, options),
    summary: (organizationId, year, options) =>
      getJson(`${pagePath(organizationId)}/summary/`, yearQuery(year), options),
    qrCode: (organizationId, options) =>
      getBlob('/api/asrat/generate-qr/', { organization_id: String(organizationId) }, options),
    report: (organizationId, { year, by, format, lang }, options) =>
      getBlob(
        `${pagePath(organizationId)}/summary.${format}`,
        { by, ...yearQuery(year), ...queryParams({ lang }) },
        options,
      ),
  };
}
