import type { JsonRequester, RequestOptions } from '../api-client/json-requester.ts';
import { queryParams } from '../api-client/query-params.ts';
import type { PagedList } from '../domain/index.ts';
import type {
  CampaignDeadlineRequest,
  ConsoleCampaign,
  ConsoleCampaignQuery,
  ConsoleCampaignSummary,
} from './campaign-moderation-types.ts';

/**
 * The console's campaign moderation (issue 14 #4). Every action answers the campaign as it is now; a campaign
 * not in the state the action takes is a 409 `LOMI_ERR_CONFLICT` whose message names the state it is in (for
 * instance another operator acted first).
 */
export interface ConsoleCampaignCalls {
  /** A page of campaigns of every status, newest first, filtered by status, title, organization, featured. */
  list(query?: ConsoleCampaignQuery, options?: RequestOptions): Promise<PagedList<ConsoleCampaignSummary>>;
  /** One campaign of any status, with its owner, review note and totals. */
  get(id: number, options?: RequestOptions): Promise<ConsoleCampaign>;
  /** Publishes a campaign in review, or an unpublished one again: listed, searchable, donatable. */
  publish(id: number, options?: RequestOptions): Promise<ConsoleCampaign>;
  /** Rejects a campaign in review with `reason` (1 to 1000 characters), which its owner reads. */
  reject(id: number, reason: string, options?: RequestOptions): Promise<ConsoleCampaign>;
  /** Takes a published campaign down with `reason` for its owner: not public, not donatable. */
  unpublish(id: number, reason: string, options?: RequestOptions): Promise<ConsoleCampaign>;
  /** Features a published campaign that takes donations on the home page's carousel. */
  feature(id: number, options?: RequestOptions): Promise<ConsoleCampaign>;
  /** Takes a campaign off the carousel. */
  unfeature(id: number, options?: RequestOptions): Promise<ConsoleCampaign>;
  /**
   * Sets or moves the deadline (an ISO 8601 timestamp in the future), or clears it with null; with
   * `previous_deadline` (the one the operator saw), 409 when another operator changed it since.
   */
  setDeadline(
    id: number,
    change: CampaignDeadlineRequest,
    options?: RequestOptions,
  ): Promise<ConsoleCampaign>;
  /** Closes a published campaign for good: it takes no more donations. */
  close(id: number, options?: RequestOptions): Promise<ConsoleCampaign>;
}

const path = (id: number, action = '') =>
  `/api/console/campaigns/${encodeURIComponent(id)}/${action === '' ? '' : `${action}/`}`;

/** The campaign calls of the console client, over its requester. */
export function campaignModerationCalls({ getJson, postJson, putJson }: JsonRequester): ConsoleCampaignCalls {
  return {
    list: (query = {}, options) =>
      getJson(
        '/api/console/campaigns/',
        queryParams({
          page: query.page,
          status: query.status,
          search: query.search,
          organization: query.organization,
          featured: query.featured === undefined ? undefined : String(query.featured),
        }),
        options,
      ),
    get: (id, options) => getJson(path(id), {}, options),
    publish: (id, options) => postJson(path(id, 'publish'), undefined, options),
    reject: (id, reason, options) => postJson(path(id, 'reject'), { reason }, options),
    unpublish: (id, reason, options) => postJson(path(id, 'unpublish'), { reason }, options),
    feature: (id, options) => postJson(path(id, 'feature'), undefined, options),
    unfeature: (id, options) => postJson(path(id, 'unfeature'), undefined, options),
    setDeadline: (id, change, options) => putJson(path(id, 'deadline'), change, options),
    close: (id, options) => postJson(path(id, 'close'), undefined, options),
  };
}
