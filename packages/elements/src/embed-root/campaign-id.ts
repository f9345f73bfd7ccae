import { parsePositiveId } from '@lomi/core';

/**
 * Reads a `campaign-id` (or `organization-id`) attribute value: surrounding whitespace dropped, as HTML reads
 * number attributes, then @lomi/core's id rule (`parsePositiveId`: 1 … 2147483647 in plain digits), the one
 * the server answers by; else `undefined`.
 */
export function parseCampaignId(value: string | undefined): number | undefined {
  return parsePositiveId(value?.trim());
}
