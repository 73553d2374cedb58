import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOfFilters } from './cams.selectors.ts';

describe('the cams address', () => {
  it('reads an actor search beside the filters, and writes it back the same', () => {
    const address = new URLSearchParams(
      'q=%20Lana%20&lang=en&lang=de&lang=de&age=45%2B&age=18-24&gender=F',
    );
    const filters = filtersFromSearch(address);
    expect(filters).toEqual({
      genders: ['F'],
      types: [],
      search: { text: 'Lana', languages: ['de', 'en'], ages: ['18-24', '45+'] },
    });
    expect(filtersFromSearch(new URLSearchParams(searchOfFilters(filters, 'TOP_100')))).toEqual(
      filters,
    );
  });

  it('has no search for an empty one, unknown codes or a bad language', () => {
    expect(filtersFromSearch(new URLSearchParams('q=%20%20&age=99&lang=German'))).toEqual({
      genders: [],
      types: [],
    });
    expect(searchOfFilters({ genders: [], types: [] }, null)).toBe('');
  });

  it('cuts a long name to the longest the search sends', () => {
    const long = 'a'.repeat(100);
    expect(filtersFromSearch(new URLSearchParams({ q: long })).search?.text).toHaveLength(40);
  });
});
