import { useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { API_ERROR_CODES, ApiError, type LomiClient, type PagedList } from '@lomi/core';
import { useApi, type ApiState } from '../data/use-api.ts';
import { readPage, withPage } from '../page-param/page-param.ts';

interface PagedListOptions<T> {
  /** Names everything the list depends on besides the page (filters, an id), e.g. `saved` or `explore?search=…`. */
  key: string;
  /** Reads one page of the list. */
  load: (client: LomiClient, page: number, signal: AbortSignal) => Promise<PagedList<T>>;
  /**
   * Where a page past the end goes: the `first` page (an old link; the default), or the `previous` one (the
   * visitor removed the last item of the last page).
   */
  pastTheEnd?: 'first' | 'previous';
  /** The URL parameters for another page; keeps the others and sets `page` by default. */
  paramsFor?: (page: number, current: URLSearchParams) => URLSearchParams;
}

/** One paged list of a page: its page, its read and how to move to another page. */
export type PagedListState<T> = ApiState<PagedList<T>> & {
  retry: () => void;
  /** The page in the address (`?page=`), from 1. */
  page: number;
  /** The read failed because the page is past the last one; the hook is already moving to another. */
  pastTheEnd: boolean;
  /** Shows another page and scrolls to the element of `titleRef`, if one holds it. */
  goTo: (page: number) => void;
  /** Put on the list's title: moving to another page scrolls to it, so the visitor starts reading there. */
  titleRef: RefObject<HTMLHeadingElement | null>;
};

function isPastTheEnd(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_ERROR_CODES.pageOutOfRange;
}

/** The API's `LOMI_ERR_PAGE_OUT_OF_RANGE` for one page, the page it was for attached. */
class PageOutOfRange extends Error {
  readonly page: number;

  constructor(page: number, cause: unknown) {
    super(`Page ${page} is past the end of the list.`, { cause });
    this.page = page;
  }
}

/**
 * A list read ten at a time with its page in the URL (`?page=2`): reads the page, loads it (the previous page
 * stays on screen while the next loads), and, when the API says the page is past the end
 * (`LOMI_ERR_PAGE_OUT_OF_RANGE`), replaces the address with a page that exists. Shown with `<PagedSection>`.
 */
export function usePagedList<T>({
  key,
  load,
  pastTheEnd: fallback = 'first',
  paramsFor = (page, current) => withPage(current, page),
}: PagedListOptions<T>): PagedListState<T> {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const list = useApi(`${key}#page=${page}`, (client, signal) =>
    load(client, page, signal).catch((error: unknown) => {
      throw isPastTheEnd(error) ? new PageOutOfRange(page, error) : error;
    }),
  );

  // Only the answer for the page now in the address counts: the render right after a move still holds the
  // error of the page moved from, and acting on it again would move on past pages that exist.
  const pastTheEnd = page > 1 && list.error instanceof PageOutOfRange && list.error.page === page;
  useEffect(() => {
    if (pastTheEnd) setParams(paramsFor(fallback === 'previous' ? page - 1 : 1, params), { replace: true });
  });

  function goTo(next: number) {
    setParams(paramsFor(next, params));
    titleRef.current?.scrollIntoView({ block: 'start' });
  }

  return { ...list, page, pastTheEnd, goTo, titleRef };
}
