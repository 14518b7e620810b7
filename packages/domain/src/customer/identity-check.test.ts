import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_CHECK_PARTS,
  identityCheckFixer,
  identityCheckMissing,
  identityCheckRefusal,
} from './identity-check';

const complete = {
  firstName: 'Ana',
  lastName: 'Rivera',
  dob: '1990-03-14',
  hasSsn: true,
  homeAddress: { line1: '2210 Fairview St', city: 'Houston', state: 'TX', zip: '77019' },
};

describe('the identity check', () => {
  it('verifies a complete identity and names each missing part', () => {
    expect(identityCheckMissing(complete)).toEqual([]);
    expect(identityCheckMissing({ ...complete, hasSsn: false, homeAddress: null })).toEqual([
      'ssn',
      'homeAddress',
    ]);
    expect(
      identityCheckMissing({
        ...complete,
        dob: '',
        homeAddress: { ...complete.homeAddress, zip: '7701' },
      }),
    ).toEqual(['dateOfBirth', 'homeAddress']);
    expect(identityCheckMissing({ ...complete, lastName: '' })).toEqual(['name']);
  });
});

describe('identityCheckRefusal (new credit needs the check to pass, decision 064)', () => {
  const parts = fc.subarray([...IDENTITY_CHECK_PARTS]);

  it('lets a verified identity through', () => {
    expect(identityCheckRefusal([])).toBeNull();
    expect(identityCheckRefusal(identityCheckMissing(complete))).toBeNull();
  });

  it('refuses whatever is missing, naming every part once in the check’s order, and who can complete it', () => {
    fc.assert(
      fc.property(parts, fc.func(fc.integer()), (missing, order) => {
        const shuffled = [...missing, ...missing].sort((a, b) => order(a) - order(b));
        const refusal = identityCheckRefusal(shuffled);
        if (missing.length === 0) {
          expect(refusal).toBeNull();
          return;
        }
        expect(refusal?.code).toBe('identity.incomplete');
        expect(refusal?.params.missing).toEqual(
          IDENTITY_CHECK_PARTS.filter((part) => missing.includes(part)),
        );
        expect(refusal?.params.fixers).toEqual(
          (['profile', 'store'] as const).filter((fixer) =>
            missing.some((part) => identityCheckFixer(part) === fixer),
          ),
        );
      }),
    );
  });

  it('leaves the home address to her profile and the rest to her store', () => {
    expect(identityCheckRefusal(['homeAddress'])?.params.fixers).toEqual(['profile']);
    expect(identityCheckRefusal(['ssn', 'dateOfBirth'])?.params).toEqual({
      missing: ['dateOfBirth', 'ssn'],
      fixers: ['store'],
    });
    expect(identityCheckRefusal(['ssn', 'homeAddress'])?.params).toEqual({
      missing: ['homeAddress', 'ssn'],
      fixers: ['profile', 'store'],
    });
  });

  it('refuses exactly when the check finds something missing', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.constantFrom('Ana', '', 'An4'),
          lastName: fc.constantFrom('Rivera', ''),
          dob: fc.constantFrom('1990-03-14', ''),
          hasSsn: fc.boolean(),
          homeAddress: fc.constantFrom(complete.homeAddress, null),
        }),
        (identity) => {
          const missing = identityCheckMissing(identity);
          expect(identityCheckRefusal(missing) === null).toBe(missing.length === 0);
        },
      ),
    );
  });
});
