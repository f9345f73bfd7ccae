import type { JsonRequester, RequestOptions } from '../api-client/json-requester.ts';
import type { ConsoleSummary } from './console-summary-types.ts';

/** What waits for the team: the counts of the console's start page (issue 14 #2). */
export type ConsoleSummaryCall = (options?: RequestOptions) => Promise<ConsoleSummary>;

/** `console.summary()` over a client's requester. */
export function consoleSummaryCall({ getJson }: Pick<JsonRequester, 'getJson'>): ConsoleSummaryCall {
  return (options) => getJson('/api/console/summary/', {}, options);
}
