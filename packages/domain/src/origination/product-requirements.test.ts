import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../constants/us-states';
import {
  COMMUNITY_PROPERTY_STATES,
  DEMOGRAPHIC_FIELDS,
  DEMOGRAPHIC_REFERENCE,
  demographicIssues,
  productRequirements,
  spouseAddressIssues,
} from './product-requirements';

const houston = { line1: '8815 Gulf Fwy', city: 'Houston', state: 'TX', zip: '77017' };

describe('productRequirements', () => {
  it('asks the spouse only for the flagged product in a community-property state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...US_STATES.map((s) => s.value)), (state) => {
        expect(productRequirements('titleSpousal', state).spouseAddress).toBe(
          COMMUNITY_PROPERTY_STATES.includes(state),
        );
        expect(productRequirements('title', state)).toEqual({
          spouseAddress: false,
          demographicsNeeded: false,
        });
        expect(productRequirements('titleSpousal', state).demographicsNeeded).toBe(true);
      }),
    );
    expect(COMMUNITY_PROPERTY_STATES).toHaveLength(9);
  });
});

describe('spouseAddressIssues', () => {
  it('takes "not married" alone, and a married answer with a valid name and address', () => {
    expect(spouseAddressIssues({ married: false })).toEqual([]);
    expect(
      spouseAddressIssues({
        married: true,
        spouse: { firstName: 'Luis', lastName: "O'Neil-Ortiz", address: houston },
      }),
    ).toEqual([]);
  });
  it('names each field that is wrong', () => {
    expect(spouseAddressIssues({ married: true })).toEqual([
      { field: 'spouse', code: 'address.required' },
    ]);
    const issues = spouseAddressIssues({
      married: true,
      spouse: { firstName: 'L1', lastName: '', address: { ...houston, zip: '7701', line1: ' ' } },
    });
    expect(issues.map((i) => i.field)).toEqual([
      'spouse.firstName',
      'spouse.lastName',
      'spouse.address.line1',
      'spouse.address.zip',
    ]);
  });
});

describe('demographicIssues', () => {
  it('accepts one option of each field, "notSay" included', () => {
    fc.assert(
      fc.property(
        fc.record({
          race: fc.constantFrom(...DEMOGRAPHIC_REFERENCE.race),
          gender: fc.constantFrom(...DEMOGRAPHIC_REFERENCE.gender),
          height: fc.constantFrom(...DEMOGRAPHIC_REFERENCE.height),
          weight: fc.constantFrom(...DEMOGRAPHIC_REFERENCE.weight),
        }),
        (data) => {
          expect(demographicIssues(data)).toEqual([]);
        },
      ),
    );
  });
  it('names a missing or unknown answer by field', () => {
    expect(demographicIssues({ race: 'asian', gender: 'x' })).toEqual([
      { field: 'gender', code: 'demographics.invalid' },
      { field: 'height', code: 'demographics.required' },
      { field: 'weight', code: 'demographics.required' },
    ]);
    expect(DEMOGRAPHIC_FIELDS).toEqual(['race', 'gender', 'height', 'weight']);
  });
});
