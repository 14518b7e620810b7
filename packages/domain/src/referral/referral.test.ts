import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashOutRefusal,
  enrolmentRefusal,
  isSamePerson,
  missingPayeeFields,
  normalizeShortCode,
  referralAccess,
  referralLinkPath,
  signupBusinessDate,
  signupQualifies,
} from './referral';

const nobody = { mdmIds: [], phones: [], emails: [] };

describe('referral access (spec §4)', () => {
  it('lets an ncr user in always, an ecr user only with displayRetailReferral, nobody else', () => {
    expect(
      referralAccess({ ids: {}, nonCustomerRefer: true }, { displayRetailReferral: false }),
    ).toBe('ncr');
    expect(
      referralAccess(
        { ids: { tlxe: 'T1' }, nonCustomerRefer: false },
        { displayRetailReferral: true },
      ),
    ).toBe('ecr');
    expect(
      referralAccess(
        { ids: { tlxe: 'T1' }, nonCustomerRefer: false },
        { displayRetailReferral: false },
      ),
    ).toBeNull();
    expect(
      referralAccess(
        { ids: { nls: 'N1' }, nonCustomerRefer: false },
        { displayRetailReferral: true },
      ),
    ).toBeNull();
    expect(
      referralAccess({ ids: {}, nonCustomerRefer: false }, { displayRetailReferral: true }),
    ).toBeNull();
  });
});

describe('enrolment', () => {
  const on = { displayNonCustomerReferral: true };
  it('enrols a non-customer once while the flag is on; refuses an NLS user and a customer', () => {
    expect(
      enrolmentRefusal({ ids: {}, nonCustomerRefer: false, alreadyEnrolled: false }, on),
    ).toBeNull();
    expect(
      enrolmentRefusal(
        { ids: {}, nonCustomerRefer: false, alreadyEnrolled: false },
        { displayNonCustomerReferral: false },
      ),
    ).toBe('programmeClosed');
    expect(enrolmentRefusal({ ids: {}, nonCustomerRefer: true, alreadyEnrolled: true }, on)).toBe(
      'alreadyEnrolled',
    );
    expect(
      enrolmentRefusal({ ids: { nls: 'N1' }, nonCustomerRefer: false, alreadyEnrolled: false }, on),
    ).toBe('nlsUser');
    expect(
      enrolmentRefusal(
        { ids: { tlxe: 'T1' }, nonCustomerRefer: false, alreadyEnrolled: false },
        on,
      ),
    ).toBe('customer');
  });
});

describe('cash-out refusals', () => {
  it('names each refusal with its parameters', () => {
    expect(cashOutRefusal({ amountCents: 100, availableCents: 100, pending: true })).toEqual({
      code: 'cashOutPending',
    });
    expect(cashOutRefusal({ amountCents: 0, availableCents: 100, pending: false })).toEqual({
      code: 'zeroAmount',
    });
    expect(cashOutRefusal({ amountCents: 101, availableCents: 100, pending: false })).toEqual({
      code: 'exceedsBalance',
      availableCents: 100,
    });
    expect(
      cashOutRefusal({
        amountCents: 100,
        availableCents: 100,
        pending: false,
        cardCanDisburse: false,
      }),
    ).toEqual({ code: 'cardCannotReceive' });
    expect(
      cashOutRefusal({ amountCents: 100, availableCents: 100, pending: false, missing: ['zip'] }),
    ).toEqual({ code: 'profileIncomplete', missing: ['zip'] });
    expect(
      cashOutRefusal({
        amountCents: 100,
        availableCents: 100,
        pending: false,
        cardCanDisburse: true,
        missing: [],
      }),
    ).toBeNull();
  });

  it('never lets a cash-out take more than is available, nor start beside a pending one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        (amountCents, availableCents, pending) => {
          const refusal = cashOutRefusal({
            amountCents,
            availableCents,
            pending,
            cardCanDisburse: true,
          });
          if (refusal === null)
            expect(!pending && amountCents > 0 && amountCents <= availableCents).toBe(true);
          else expect(pending || amountCents <= 0 || amountCents > availableCents).toBe(true);
        },
      ),
    );
  });
});

describe('payee and codes', () => {
  it('asks for what is missing', () => {
    expect(missingPayeeFields({ firstName: null, lastName: ' ', zip: '6060' })).toEqual([
      'firstName',
      'lastName',
      'zip',
    ]);
    expect(missingPayeeFields({ firstName: 'Gina', lastName: 'Brooks', zip: '60601' })).toEqual([]);
  });
  it('reads a code from a link, upper-cased, and builds the link path', () => {
    expect(normalizeShortCode(' gina50 ')).toBe('GINA50');
    expect(normalizeShortCode('no')).toBeNull();
    expect(normalizeShortCode('GINA50/../x')).toBeNull();
    expect(referralLinkPath('GINA50')).toBe('/Refer/GINA50');
  });
});

describe('the qualifying sign-up', () => {
  const registeredAt = new Date('2026-11-20T04:30:00Z'); // 10:30 PM on Nov 19 in Chicago
  it('uses the business day of the sign-up', () => {
    expect(signupBusinessDate(registeredAt)).toBe('2026-11-19');
  });
  it('qualifies a loan opened on or after that day; not one before; not the referrer’s own', () => {
    const borrower = { mdmIds: ['M1'], phones: ['3125550199'], emails: ['maria@example.com'] };
    expect(
      signupQualifies({ registeredAt, loanOpenedOn: '2026-11-19', borrower, referrer: nobody }),
    ).toBe('qualifies');
    expect(
      signupQualifies({ registeredAt, loanOpenedOn: '2026-11-18', borrower, referrer: nobody }),
    ).toBe('loanBeforeSignup');
    expect(
      signupQualifies({
        registeredAt,
        loanOpenedOn: '2026-11-25',
        borrower,
        referrer: { ...nobody, emails: ['MARIA@example.com'] },
      }),
    ).toBe('selfReferral');
  });
  it('treats a shared id, phone or email as the same person, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('mdmIds', 'phones', 'emails'),
        fc.string({ minLength: 1 }),
        (mark, value) => {
          expect(isSamePerson({ ...nobody, [mark]: [value] }, { ...nobody, [mark]: [value] })).toBe(
            true,
          );
          expect(isSamePerson({ ...nobody, [mark]: [value] }, nobody)).toBe(false);
        },
      ),
    );
  });
});
