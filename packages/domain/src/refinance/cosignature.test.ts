import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  disclosureReference,
  otherRenewalParty,
  parseDisclosureReference,
  renewalSignatureRefusal,
  renewalSignatureRequest,
  type RenewalParty,
} from './cosignature';

const LOAN = '0b6e3b0e-6f43-4c43-9d5e-2f1d7a1a0001';

describe('renewalSignatureRefusal', () => {
  it('asks nothing more of a loan without a co-signer', () => {
    expect(
      renewalSignatureRefusal('borrower', {
        hasCosigner: false,
        otherPartyCanSignOnline: false,
        otherPartySigned: false,
      }),
    ).toBeNull();
  });

  it('asks the co-signer’s signature when the borrower pays, the borrower’s when the co-signer pays', () => {
    const facts = { hasCosigner: true, otherPartyCanSignOnline: true, otherPartySigned: false };
    expect(renewalSignatureRefusal('borrower', facts)).toEqual({
      code: 'cosignerNotSigned',
      params: { party: 'cosigner' },
    });
    expect(renewalSignatureRefusal('cosigner', facts)).toEqual({
      code: 'cosignerNotSigned',
      params: { party: 'borrower' },
    });
  });

  it('passes once the other party signed', () => {
    expect(
      renewalSignatureRefusal('borrower', {
        hasCosigner: true,
        otherPartyCanSignOnline: true,
        otherPartySigned: true,
      }),
    ).toBeNull();
  });

  it('sends a renewal to the store when the other party cannot sign online', () => {
    expect(
      renewalSignatureRefusal('borrower', {
        hasCosigner: true,
        otherPartyCanSignOnline: false,
        otherPartySigned: false,
      }),
    ).toEqual({ code: 'cosignerCannotSignOnline', params: { party: 'cosigner' } });
  });

  it('never lets a co-signed renewal be paid on one signature (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RenewalParty>('borrower', 'cosigner'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (payer, hasCosigner, otherPartyCanSignOnline, otherPartySigned) => {
          const refusal = renewalSignatureRefusal(payer, {
            hasCosigner,
            otherPartyCanSignOnline,
            otherPartySigned,
          });
          expect(refusal === null).toBe(!hasCosigner || otherPartySigned);
          if (refusal) expect(refusal.params.party).toBe(otherRenewalParty(payer));
        },
      ),
    );
  });
});

describe('renewalSignatureRequest', () => {
  const today = '2026-12-02';
  it('is the newest renewal the other party signed today that this party has not', () => {
    expect(
      renewalSignatureRequest(
        today,
        [
          { amountCents: 21_540, businessDate: today },
          { amountCents: 30_000, businessDate: today },
        ],
        [],
      ),
    ).toEqual({ amountCents: 30_000, businessDate: today });
  });

  it('is none once this party signed the same amount today, or when the signature was another day’s', () => {
    expect(
      renewalSignatureRequest(
        today,
        [{ amountCents: 21_540, businessDate: today }],
        [{ amountCents: 21_540, businessDate: today }],
      ),
    ).toBeNull();
    expect(
      renewalSignatureRequest(today, [{ amountCents: 21_540, businessDate: '2026-12-01' }], []),
    ).toBeNull();
    // his signature of yesterday does not answer today's request
    expect(
      renewalSignatureRequest(
        today,
        [{ amountCents: 21_540, businessDate: today }],
        [{ amountCents: 21_540, businessDate: '2026-12-01' }],
      ),
    ).toEqual({ amountCents: 21_540, businessDate: today });
  });
});

describe('disclosureReference', () => {
  it('reads back the loan, amount and business date it was written with', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amountCents, date, cashOutCents) => {
          const reference = {
            loanId: LOAN,
            amountCents,
            businessDate: date.toISOString().slice(0, 10),
            ...(cashOutCents > 0 ? { cashOutCents } : {}),
          };
          expect(parseDisclosureReference(disclosureReference(reference))).toEqual(reference);
        },
      ),
    );
    expect(parseDisclosureReference('settlement:10')).toBeNull();
  });

  it('tells a renewal with a cash out from the same renewal without one (decision 057)', () => {
    const plain = { loanId: LOAN, amountCents: 31_000, businessDate: '2026-12-03' };
    expect(disclosureReference({ ...plain, cashOutCents: 0 })).toBe(disclosureReference(plain));
    expect(disclosureReference({ ...plain, cashOutCents: 20_000 })).not.toBe(
      disclosureReference(plain),
    );
    expect(
      renewalSignatureRequest(
        '2026-12-03',
        [{ ...plain, cashOutCents: 20_000 }],
        [{ amountCents: 31_000, businessDate: '2026-12-03' }],
      ),
    ).toEqual({ ...plain, cashOutCents: 20_000 });
  });
});
