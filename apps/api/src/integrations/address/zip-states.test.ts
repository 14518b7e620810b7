import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { isUsStateCode, zipStateIssue } from '@lender/domain';

describe('the domain’s ZIP prefixes against the zipcodes database the address sandbox uses (decision 046)', () => {
  it('takes every ZIP code of the 50 states and DC in its own state', () => {
    const entries = Object.entries(zipcodes.codes).filter(
      ([zip, place]) => /^\d{5}$/.test(zip) && isUsStateCode(place.state),
    );
    expect(entries.length).toBeGreaterThan(40_000);
    const refused = entries
      .filter(([zip, place]) => zipStateIssue({ zip, state: place.state }) !== null)
      .map(([zip, place]) => `${place.state} ${zip}`);
    expect(refused).toEqual([]);
  });
});
