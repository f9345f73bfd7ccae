/** The shape of every paged list the API returns (§3 "Paged list"); page size is {@link PAGE_SIZE}. */
export interface PagedList<T> {
  /** Number of items matching the query, over all pages. */
  count: number;
  /** The items of the requested page. */
  results: T[];
  /** Number of the last page (at least 1); pages are numbered from 1. */
  lastPage: number;
  /** Number of items in the whole collection before filters (for example all active campaigns). */
  total: number;
}
