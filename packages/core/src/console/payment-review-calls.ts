import type { RequestOptions } from '../api-client/json-requester.ts';
import type { JsonRequester } from '../api-client/json-requester.ts';
import { queryParams } from '../api-client/query-params.ts';
import type { PagedList } from '../domain/index.ts';
import type { FlaggedPayment, FlaggedPaymentQuery, ResolvePaymentRequest } from './payment-review-types.ts';

/** The console's calls about payments that need a person (issue 14 #7). */
export interface PaymentReviewCalls {
  /** A page of flagged payments, newest report (open) or newest resolution (resolved) first. */
  list(query?: FlaggedPaymentQuery, options?: RequestOptions): Promise<PagedList<FlaggedPayment>>;
  /**
   * Resolves a flagged payment with a note; answers it resolved. 404 for an invoice that is not flagged;
   * 409 when it is resolved already (another operator was first), already credited, or `credited` is
   * refused (its `credit` is null).
   */
  resolve(
    invoiceId: string,
    request: ResolvePaymentRequest,
    options?: RequestOptions,
  ): Promise<FlaggedPayment>;
}

/** The payment review calls over `requester`. */
export function paymentReviewCalls({ getJson, postJson }: JsonRequester): PaymentReviewCalls {
  return {
    list: (query = {}, options) =>
      getJson('/api/console/payments/', queryParams({ state: query.state, page: query.page }), options),
    resolve: (invoiceId, request, options) =>
      postJson(`/api/console/payments/${encodeURIComponent(invoiceId)}/resolve/`, request, options),
  };
}
