import { CATEGORY_NAMES } from '@lomi/core';
import { readPage } from '../../shared/page-param/page-param.ts';

/** What the Explore page shows, kept in the URL so reload, back and shared links restore it. */
export interface ExploreQuery {
  /** Page number, from 1. */
  page: number;
  /** Words searched in titles and descriptions; '' for none. */
  search: string;
  /** Selected category ids (0–17), ascending. */
  categories: number[];
}

/**
 * Reads `?page=&search=&category=`. Categories are written by name (`category=Medical,Education`, as §2 links
 * them); ids (`category=2,4`) are accepted too. Unknown names and bad page numbers are ignored rather than
 * turned into an error page.
 */
export function readExploreQuery(params: URLSearchParams): ExploreQuery {
  return {
    page: readPage(params),
    search: params.get('search')?.trim() ?? '',
    categories: parseCategories(params.get('category')),
  };
}

/** The URL parameters for `query`, keeping unrelated ones (such as `lang`) from `current`. */
export function exploreParams(query: ExploreQuery, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  params.delete('page');
  params.delete('search');
  params.delete('category');
  if (query.search) params.set('search', query.search);
  if (query.categories.length > 0) {
    params.set('category', query.categories.map((id) => CATEGORY_NAMES[id] ?? String(id)).join(','));
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

function parseCategories(value: string | null): number[] {
  if (!value) return [];
  const ids = new Set<number>();
  for (const token of value.split(',')) {
    const id = categoryId(token.trim());
    if (id !== null) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

function categoryId(token: string): number | null {
  if (/^\d+$/.test(token)) {
    const id = Number(token);
    return id < CATEGORY_NAMES.length ? id : null;
  }
  const index = CATEGORY_NAMES.findIndex((name) => name.toLowerCase() === token.toLowerCase());
  return index === -1 ? null : index;
}
