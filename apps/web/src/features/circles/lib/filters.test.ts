import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  NO_FILTERS,
  readFilters,
  searchAddsHistory,
  toListQuery,
  writeFilters,
} from './filters.ts';

describe('circle filters in the URL', () => {
  it('reads what a shared link holds and writes it back the same', () => {
    const params = new URLSearchParams(
      'q=Design&category=design_creative&trending=hot_trending&page=2',
    );
    const filters = readFilters(params);
    expect(filters).toEqual({
      q: 'Design',
      category: 'design_creative',
      trending: 'hot_trending',
      page: 2,
    });
    expect(writeFilters(filters).toString()).toBe(params.toString());
  });

  it('leaves defaults out, so the plain page is /circles', () => {
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
    expect(writeFilters({ ...NO_FILTERS, page: 1, category: 'tech' }).toString()).toBe(
      'category=tech',
    );
  });

  it('ignores values the API would refuse instead of breaking the page', () => {
    expect(readFilters(new URLSearchParams('category=cooking&trending=viral&page=-3'))).toEqual(
      NO_FILTERS,
    );
    expect(readFilters(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readFilters(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('sends a trimmed search and leaves a blank one out', () => {
    expect(toListQuery({ ...NO_FILTERS, q: '  finance ' })).toEqual({ q: 'finance', page: 1 });
    expect(toListQuery({ ...NO_FILTERS, q: '   ', trending: 'most_active' })).toEqual({
      trending: 'most_active',
      page: 1,
    });
  });

  it('knows when anything narrows the list', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, page: 3 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: ' ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, trending: 'recently_added' })).toBe(true);
  });

  it('adds a history entry when a search starts or is cleared, not for every keystroke', () => {
    expect(searchAddsHistory('', 'd')).toBe(true);
    expect(searchAddsHistory('d', 'de')).toBe(false);
    expect(searchAddsHistory('design', '')).toBe(true);
  });
});
