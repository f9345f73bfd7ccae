import type { ReactNode } from 'react';
import { ErrorState } from '../status/error-state.tsx';
import { LoadingState } from '../status/loading-state.tsx';
import { Pager } from './pager.tsx';
import type { PagedListState } from './use-paged-list.ts';

interface PagedSectionProps<T> {
  /** The list, from `usePagedList`. */
  list: PagedListState<T>;
  /** Shows the items of a page that has some. */
  children: (results: T[]) => ReactNode;
  /** What an empty list shows. */
  empty: ReactNode;
  /** Said above 'Try again' when the list fails to load; the generic error text alone by default. */
  errorMessage?: ReactNode;
  /** A class for the block around the items and the pager. */
  className?: string;
}

/**
 * The states of a paged list: loading, a failed read with 'Try again' (not while a page past the end moves to
 * one that exists), the items or `empty`, and the pager. While another page loads, the current one stays,
 * marked busy.
 */
export function PagedSection<T>({ list, children, empty, errorMessage, className }: PagedSectionProps<T>) {
  const data = list.data;
  return (
    <>
      {list.state === 'error' && !list.pastTheEnd && (
        <>
          {errorMessage}
          <ErrorState onRetry={list.retry} />
        </>
      )}
      {!data && list.state === 'loading' && <LoadingState />}
      {data && (
        <div className={className} aria-busy={list.state === 'loading'} data-state={list.state}>
          {data.results.length === 0 ? empty : children(data.results)}
          <Pager page={list.page} lastPage={data.lastPage} onPageChange={list.goTo} />
        </div>
      )}
    </>
  );
}
