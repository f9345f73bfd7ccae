import type { JsonResponse } from '../wire/fetch-json.ts';
import { isJsonRecord } from '../wire/json-record.ts';

/**
 * Chapa's words for a refusal: its `message`, a sentence or per-field lists for validation errors (the first
 * of them), else `fallback`. Shared by the payment adapter and the payout rail.
 */
export function chapaErrorMessage(response: JsonResponse, fallback: string): string {
  const message = isJsonRecord(response.body) ? response.body.message : undefined;
  if (typeof message === 'string' && message !== '') return message;
  if (isJsonRecord(message)) {
    const first = Object.values(message)
      .flat()
      .find((item) => typeof item === 'string');
    if (typeof first === 'string') return first;
  }
  return fallback;
}
