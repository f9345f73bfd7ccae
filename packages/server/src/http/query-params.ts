import { parsePositiveId, POSITIVE_ID_PATTERN } from '@lomi/core';
import { z } from 'zod';

// Query and path parameters arrive as strings; these schemas accept only plain decimal integers, so
// "1.5", "1e3", " 2" and "abc" are refused with a message naming the rule (the handler names the field).

const WHOLE_NUMBER = 'must be a whole number of 1 or more';

/**
 * A positive whole number in a query or path parameter (an id, a page number): 1 … 2147483647 in plain
 * digits, by @lomi/core's `parsePositiveId`, the id rule the site, React and the elements read ids with.
 */
export const positiveInt = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : WHOLE_NUMBER) })
  .refine((text) => parsePositiveId(text) !== undefined, WHOLE_NUMBER)
  .meta({ pattern: POSITIVE_ID_PATTERN })
  .transform(Number);

/** The optional `page` of a paged list, 1 by default. */
export const pageParam = positiveInt.optional().default(1);

/** Free-text search: trimmed, at most 200 characters; empty means no filter. */
export const searchParam = z
  .string({ error: 'must be given once, as text' })
  .max(200, 'must be at most 200 characters')
  .transform((value) => value.trim())
  .optional();

/** `{id}` of a path. */
export const idParams = z.object({ id: positiveInt });
