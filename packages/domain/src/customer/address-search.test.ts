import { describe, expect, it } from 'vitest';
import {
  addressFromSuggestion,
  addressSearchIssue,
  normalizeAddressSearch,
} from './address-search';

describe('the address search rule', () => {
  it('searches from 3 characters, spaces collapsed', () => {
    expect(normalizeAddressSearch('  123   Ma ')).toBe('123 Ma');
    expect(addressSearchIssue('123 Ma')).toBeNull();
    expect(addressSearchIssue(' 1  2 ')).toBeNull();
    expect(addressSearchIssue(' 12  ')).toBe('addressSearch.tooShort');
    expect(addressSearchIssue('x'.repeat(101))).toBe('addressSearch.tooLong');
  });
});

describe('addressFromSuggestion', () => {
  it('replaces every line: the old apartment does not stay', () => {
    const place = { line1: '123 Main St', city: 'Dallas', state: 'TX', zip: '75201' };
    const old = {
      line1: '2210 Fairview St',
      line2: 'Apt 4',
      city: 'Houston',
      state: 'TX',
      zip: '77019',
    };
    expect({ ...old, ...addressFromSuggestion(place) }).toEqual({ ...place, line2: '' });
  });
});
