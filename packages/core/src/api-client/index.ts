export { ApiError, CLIENT_ERROR_CODES, type ApiFieldErrors } from './api-error.ts';
export { API_ERROR_CODES, type ApiErrorCode } from './error-codes.ts';
export { errorKind, type ErrorKind } from './error-kind.ts';
export type { CampaignListQuery, CampaignOrdering } from './campaign-list-query.ts';
export type { IdempotentRequestOptions, RequestOptions } from './json-requester.ts';
export {
  createLomiClient,
  type CategoryList,
  type DonationListQuery,
  type LomiClient,
  type LomiClientOptions,
  type OrganizationListQuery,
} from './lomi-client.ts';
export { sendForm, type FormRequest } from './send-form.ts';
