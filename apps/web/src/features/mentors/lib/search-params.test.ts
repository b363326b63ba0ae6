import { describe, expect, it } from 'vitest';
import {
  cleared,
  isFiltered,
  parseDirectoryParams,
  toApiParams,
  toSearchParams,
  withChange,
} from './search-params.ts';

const parse = (qs: string) => parseDirectoryParams(new URLSearchParams(qs));

describe('directory URL ↔ state', () => {
  it('reads every parameter', () => {
    expect(
      parse('q=design&skill=ux_design&language=es&topic=leadership&price=paid&sort=rating&page=3'),
    ).toEqual({
      q: 'design',
      skill: 'ux_design',
      language: 'es',
      topic: 'leadership',
      price: 'paid',
      sort: 'rating',
      page: 3,
    });
  });

  it('understands the labels the home page links with', () => {
    expect(parse('skill=Sales')).toMatchObject({ skill: 'sales' });
    expect(parse('skill=UX%20Design&language=Spanish&topic=Career%20Growth')).toMatchObject({
      skill: 'ux_design',
      language: 'es',
      topic: 'career_growth',
    });
  });

  it('drops values outside the lists instead of failing', () => {
    expect(parse('skill=cooking&language=xx&sort=newest&price=cheap&page=-2&page=abc')).toEqual({
      q: '',
      sort: 'relevance',
      page: 1,
    });
    expect(parse('page=2.5').page).toBe(1);
  });

  it('writes a canonical URL without defaults, in a fixed order', () => {
    expect(toSearchParams(parse('page=1&sort=relevance&q=')).toString()).toBe('');
    expect(toSearchParams(parse('sort=rating&skill=Finance&q=cfo&page=2')).toString()).toBe(
      'q=cfo&skill=finance&sort=rating&page=2',
    );
  });

  it('round-trips a state through the URL', () => {
    const state = parse('q=data science&language=hi&price=volunteer&sort=experience&page=4');
    expect(parseDirectoryParams(toSearchParams(state))).toEqual(state);
  });

  it('goes back to page 1 on any change, and clears filters but keeps the sort', () => {
    const state = parse('q=cfo&skill=finance&sort=price_asc&page=3');
    expect(withChange(state, { language: 'en' })).toMatchObject({ page: 1, language: 'en' });
    expect(cleared(state)).toEqual({ q: '', sort: 'price_asc', page: 1 });
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(parse('sort=rating&page=2'))).toBe(false);
  });

  it('asks the API for the same page with the directory page size', () => {
    expect(toApiParams(parse('skill=coding&page=2'))).toEqual({
      q: undefined,
      skill: 'coding',
      language: undefined,
      topic: undefined,
      price: undefined,
      sort: 'relevance',
      page: 2,
      pageSize: 12,
    });
  });
});
