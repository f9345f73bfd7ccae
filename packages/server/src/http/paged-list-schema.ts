import { z } from 'zod';

/** The response schema of a paged list of `item` (`{count, results, lastPage, total}`, see paging.ts). */
export const pagedListSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    count: z.number().int().describe('Items matching the query, over all pages.'),
    results: z.array(item).describe('The items of the requested page (10 a page).'),
    lastPage: z.number().int().describe('The last page (at least 1).'),
    total: z.number().int().describe('The whole collection before filters.'),
  });
