import type { PagedList } from '@lomi/core';
import { PAGE_SIZE } from '@lomi/core';
import { ApiError } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';

/** Offset and limit of `page` (1-based). */
export function pageWindow(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}

/** The last page for `count` items: at least 1, so an empty list still has page 1. */
export function lastPageOf(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** Refuses a page after the last one: a client asking for it has stale paging state. */
export function assertPageInRange(page: number, count: number): void {
  const lastPage = lastPageOf(count);
  if (page > lastPage) {
    const message = `Page ${page} does not exist: there ${lastPage === 1 ? 'is 1 page' : `are ${lastPage} pages`}.`;
    throw new ApiError(400, ErrorCodes.pageOutOfRange, message, { page: message });
  }
}

/** Builds the paged list body `{count, results, lastPage, total}` (see PagedList in @lomi/core). */
export function pagedList<T>(results: T[], count: number, total: number): PagedList<T> {
  return { count, results, lastPage: lastPageOf(count), total };
}
