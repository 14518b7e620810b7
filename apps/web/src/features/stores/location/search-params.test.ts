import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paramsFromSearch, searchFromParams } from './search-params';

const read = (query: string) => searchFromParams(new URLSearchParams(query));

describe('locator search in the URL', () => {
  it('reads a zip, a state or a position', () => {
    expect(read('zip=77027')).toEqual({ by: 'zip', zip: '77027' });
    expect(read('state=tx')).toEqual({ by: 'state', state: 'TX' });
    expect(read('lat=29.742&lng=-95.446')).toEqual({
      by: 'position',
      latitude: 29.742,
      longitude: -95.446,
    });
  });

  it('ignores what is not a valid search', () => {
    expect(read('')).toBeUndefined();
    expect(read('zip=7702')).toBeUndefined();
    expect(read('zip=abcde')).toBeUndefined();
    expect(read('state=ZZ')).toBeUndefined();
    expect(read('lat=29.7')).toBeUndefined();
    expect(read('lat=120&lng=10')).toBeUndefined();
  });

  it('round-trips any zip', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (zip) => {
        const back = searchFromParams(new URLSearchParams(paramsFromSearch({ by: 'zip', zip })));
        expect(back).toEqual({ by: 'zip', zip });
      }),
    );
  });

  it('keeps a position to three decimals', () => {
    expect(paramsFromSearch({ by: 'position', latitude: 29.74219, longitude: -95.44612 })).toEqual({
      lat: '29.742',
      lng: '-95.446',
    });
  });
});
