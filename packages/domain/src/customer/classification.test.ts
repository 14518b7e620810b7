import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  canEnrollNonCustomerReferral,
  customerClass,
  customerIdFromLmsIds,
  isAlternateParty,
  isNewProfile,
  isNlsOnly,
  isNonCustomer,
  isTlxeOnly,
  otherPartyId,
  referUserKind,
  showsRetailReferral,
  type CustomerIds,
} from './classification';

const idArb = fc.option(fc.constantFrom('', '  ', 'N1', 'T9'), { nil: undefined });
const idsArb = fc.record({ nls: idArb, tlxe: idArb });

describe('customer classification', () => {
  it('classifies by which ids exist', () => {
    expect(isNonCustomer({})).toBe(true);
    expect(isNonCustomer({ nls: '', tlxe: null })).toBe(true);
    expect(isNlsOnly({ nls: 'N1' })).toBe(true);
    expect(isNlsOnly({ nls: 'N1', tlxe: 'T1' })).toBe(false);
    expect(isTlxeOnly({ tlxe: 'T1' })).toBe(true);
    expect(customerClass({ nls: 'N1', tlxe: 'T1' })).toBe('nlsAndTlxe');
  });

  it('puts every user in exactly one class', () => {
    fc.assert(
      fc.property(idsArb, (ids: CustomerIds) => {
        const flags = [
          isNonCustomer(ids),
          isNlsOnly(ids),
          isTlxeOnly(ids),
          customerClass(ids) === 'nlsAndTlxe',
        ];
        return flags.filter(Boolean).length === 1;
      }),
    );
  });

  it('marks a new profile only without ids and without the referral attribute', () => {
    expect(isNewProfile({})).toBe(true);
    expect(isNewProfile({}, 'true')).toBe(false);
    expect(isNewProfile({}, 'false')).toBe(true);
    expect(isNewProfile({ tlxe: 'T1' })).toBe(false);
  });
});

describe('alternate party', () => {
  const loan = { cosignerId: '77', customerId: '11' };
  it('is the co-signer and sees the primary as the other party', () => {
    expect(isAlternateParty(loan, '77')).toBe(true);
    expect(isAlternateParty(loan, 77)).toBe(true);
    expect(isAlternateParty(loan, '11')).toBe(false);
    expect(isAlternateParty({ cosignerId: null }, null)).toBe(false);
    expect(isAlternateParty({ cosignerId: '' }, '')).toBe(false);
    expect(otherPartyId(loan, '77')).toBe('11');
    expect(otherPartyId(loan, '11')).toBe('77');
    expect(otherPartyId({ customerId: '11' }, '11')).toBeNull();
  });
});

describe('lms ids and referral kinds', () => {
  it('reads the customer id from the second entry', () => {
    expect(customerIdFromLmsIds('["NLS", "12345"]')).toBe('12345');
    expect(customerIdFromLmsIds('[1, 42]')).toBe('42');
    expect(customerIdFromLmsIds('[1]')).toBeNull();
    expect(customerIdFromLmsIds('not json')).toBeNull();
    expect(customerIdFromLmsIds(undefined)).toBeNull();
  });

  it('derives ecr, ncr and none', () => {
    expect(referUserKind({ tlxe: 'T1' })).toBe('ecr');
    expect(referUserKind({}, 'true')).toBe('ncr');
    expect(referUserKind({})).toBe('none');
    expect(referUserKind({ nls: 'N1' }, 'true')).toBe('none');
  });

  it('lets a non-NLS, not-yet-enrolled user enroll when the flag is on', () => {
    expect(
      canEnrollNonCustomerReferral({
        displayNonCustomerReferral: true,
        alreadyEnrolled: false,
        ids: {},
      }),
    ).toBe(true);
    expect(
      canEnrollNonCustomerReferral({
        displayNonCustomerReferral: false,
        alreadyEnrolled: false,
        ids: {},
      }),
    ).toBe(false);
    expect(
      canEnrollNonCustomerReferral({
        displayNonCustomerReferral: true,
        alreadyEnrolled: true,
        ids: {},
      }),
    ).toBe(false);
    expect(
      canEnrollNonCustomerReferral({
        displayNonCustomerReferral: true,
        alreadyEnrolled: false,
        ids: { nls: 'N' },
      }),
    ).toBe(false);
    expect(showsRetailReferral({ tlxe: 'T' }, true)).toBe(true);
    expect(showsRetailReferral({ tlxe: 'T' }, false)).toBe(false);
  });
});
