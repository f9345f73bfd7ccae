import { CATEGORY_NAMES } from '@lomi/core';
import { z } from 'zod';
import { pageParam, positiveInt, searchParam } from '../../http/query-params.ts';
import { CAMPAIGN_ORDERINGS } from '../../campaigns/campaign-ordering.ts';

/** `category=2,5`: comma-joined category ids (0–17); empty means every category. */
export const categoryListParam = z
  .string()
  .optional()
  .transform((value, context) => {
    const parts = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const ids: number[] = [];
    for (const part of parts) {
      const id = /^\d{1,3}$/.test(part) ? Number(part) : NaN;
      if (!(id >= 0 && id < CATEGORY_NAMES.length)) {
        context.addIssue({
          code: 'custom',
          message: `unknown category "${part}"; category ids are whole numbers from 0 to ${CATEGORY_NAMES.length - 1}`,
        });
        return z.NEVER;
      }
      ids.push(id);
    }
    return [...new Set(ids)];
  });

/** Query of GET /api/campaigns/. */
export const campaignListQuery = z.object({
  page: pageParam,
  category: categoryListParam,
  search: searchParam,
  organization_id: positiveInt.optional(),
  ordering: z
    .enum(CAMPAIGN_ORDERINGS, { error: `ordering must be one of ${CAMPAIGN_ORDERINGS.join(', ')}` })
    .default('-created'),
});
