/** The `page` query parameter of a paged list page: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const text = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 ? page : 1;
}

/** `params` with `page` set; page 1 leaves the parameter out, so the first page has one address. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
