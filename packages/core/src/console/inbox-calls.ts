import type { JsonRequester, RequestOptions } from '../api-client/json-requester.ts';
import { queryParams } from '../api-client/query-params.ts';
import type { PagedList } from '../domain/index.ts';
import type {
  ConsoleHelpQuestion,
  ConsoleHelpQuestionQuery,
  ConsoleReport,
  ConsoleReportQuery,
  ResolveHelpQuestionRequest,
  ResolveReportRequest,
} from './inbox-types.ts';

/** The reports inbox (issue 14 #6). */
export interface ConsoleReportCalls {
  /** A page of reports: open ones newest first (default), or resolved ones; by target type. */
  list(query?: ConsoleReportQuery, options?: RequestOptions): Promise<PagedList<ConsoleReport>>;
  /** One report; 404 when there is none. */
  get(id: number, options?: RequestOptions): Promise<ConsoleReport>;
  /**
   * Resolves report `id` with a note and an action done in the same step (unpublish the campaign, suspend
   * the organization). 409 when it is already resolved, or when the action cannot be done.
   */
  resolve(id: number, request: ResolveReportRequest, options?: RequestOptions): Promise<ConsoleReport>;
}

/** The help-questions inbox (issue 14 #6). */
export interface ConsoleHelpQuestionCalls {
  /** A page of questions: open ones newest first (default), or resolved ones. */
  list(query?: ConsoleHelpQuestionQuery, options?: RequestOptions): Promise<PagedList<ConsoleHelpQuestion>>;
  /** Marks question `id` answered, with a note of what was answered; 409 when it already is. */
  resolve(
    id: number,
    request: ResolveHelpQuestionRequest,
    options?: RequestOptions,
  ): Promise<ConsoleHelpQuestion>;
}

/** The reports inbox's calls over `requester`. */
export function reportCalls({ getJson, postJson }: JsonRequester): ConsoleReportCalls {
  return {
    list: (query = {}, options) =>
      getJson(
        '/api/console/reports/',
        queryParams({ page: query.page, status: query.status, target_type: query.target_type }),
        options,
      ),
    get: (id, options) => getJson(`/api/console/reports/${encodeURIComponent(id)}/`, {}, options),
    resolve: (id, request, options) =>
      postJson(`/api/console/reports/${encodeURIComponent(id)}/resolve/`, request, options),
  };
}

/** The help-questions inbox's calls over `requester`. */
export function helpQuestionCalls({ getJson, postJson }: JsonRequester): ConsoleHelpQuestionCalls {
  return {
    list: (query = {}, options) =>
      getJson(
        '/api/console/help-questions/',
        queryParams({ page: query.page, status: query.status }),
        options,
      ),
    resolve: (id, request, options) =>
      postJson(`/api/console/help-questions/${encodeURIComponent(id)}/resolve/`, request, options),
  };
}
