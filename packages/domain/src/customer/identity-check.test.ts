import { describe, expect, it } from 'vitest';
import { identityCheckMissing } from './identity-check';

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
