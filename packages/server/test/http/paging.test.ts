import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api-error.ts';
import { assertPageInRange, lastPageOf, pageWindow, pagedList } from '../../src/http/paging.ts';

describe('paging', () => {
  it('counts pages of 10, at least one', () => {
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(1)).toBe(1);
    expect(lastPageOf(10)).toBe(1);
    expect(lastPageOf(11)).toBe(2);
    expect(lastPageOf(27)).toBe(3);
  });

  it('maps a page to offset and limit', () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow(3)).toEqual({ offset: 20, limit: 10 });
  });

  it('accepts page 1 of an empty list and refuses pages after the last', () => {
    expect(() => assertPageInRange(1, 0)).not.toThrow();
    expect(() => assertPageInRange(3, 27)).not.toThrow();
    expect(() => assertPageInRange(4, 27)).toThrow(ApiError);
    expect(() => assertPageInRange(2, 10)).toThrow('Page 2 does not exist: there is 1 page.');
    expect(() => assertPageInRange(2, 10)).toThrow(
      expect.objectContaining({ code: 'LOMI_ERR_PAGE_OUT_OF_RANGE' }),
    );
  });

  it('builds the paged list body', () => {
    expect(pagedList(['a'], 11, 40)).toEqual({ count: 11, results: ['a'], lastPage: 2, total: 40 });
  });
});
