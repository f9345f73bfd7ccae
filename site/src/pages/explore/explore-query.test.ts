import { describe, expect, it } from 'vitest';
import { exploreParams, readExploreQuery } from './explore-query.ts';

describe('readExploreQuery', () => {
  it('reads page, search and categories', () => {
    const query = readExploreQuery(
      new URLSearchParams('page=3&search=%20water%20&category=Medical,Education'),
    );
    expect(query).toEqual({ page: 3, search: 'water', categories: [2, 4] });
  });

  it('accepts category names in any case and ids, ignoring unknown and duplicate ones', () => {
    const query = readExploreQuery(new URLSearchParams('category=children,2,medical,Nope,99,17'));
    expect(query.categories).toEqual([2, 5, 17]);
  });

  it('reads the §2 link /explore?category=Medical as the Medical category alone', () => {
    expect(readExploreQuery(new URLSearchParams('category=Medical')).categories).toEqual([2]);
  });

  it('falls back to page 1 for missing or bad page numbers', () => {
    for (const page of ['', '0', '-2', '1.5', 'two']) {
      expect(readExploreQuery(new URLSearchParams(`page=${page}`)).page).toBe(1);
    }
    expect(readExploreQuery(new URLSearchParams()).page).toBe(1);
  });
});

describe('exploreParams', () => {
  it('writes categories by name and leaves out defaults', () => {
    const params = exploreParams({ page: 1, search: '', categories: [2, 4] }, new URLSearchParams());
    expect(params.toString()).toBe('category=Medical%2CEducation');
  });

  it('keeps unrelated parameters such as lang and replaces the old query', () => {
    const current = new URLSearchParams('lang=am&page=4&search=old&category=Faith');
    const params = exploreParams({ page: 2, search: 'new words', categories: [] }, current);
    expect(params.toString()).toBe('lang=am&search=new+words&page=2');
  });

  it('round-trips through readExploreQuery', () => {
    const query = { page: 5, search: 'clean water', categories: [0, 11, 17] };
    expect(readExploreQuery(exploreParams(query, new URLSearchParams()))).toEqual(query);
  });
});
