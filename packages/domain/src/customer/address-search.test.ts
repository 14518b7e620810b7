import { describe, expect, it } from 'vitest';
import { addressSearchIssue, normalizeAddressSearch } from './address-search';

describe('the address search rule', () => {
  it('searches from 3 characters, spaces collapsed', () => {
    expect(normalizeAddressSearch('  123   Ma ')).toBe('123 Ma');
    expect(addressSearchIssue('123 Ma')).toBeNull();
    expect(addressSearchIssue(' 1  2 ')).toBeNull();
    expect(addressSearchIssue(' 12  ')).toBe('addressSearch.tooShort');
    expect(addressSearchIssue('x'.repeat(101))).toBe('addressSearch.tooLong');
  });
});
