import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markOfferViewed, parseViewedOfferKeys, unviewedOffersCount } from './offers';
import { isSettlementOfferExpired, settlementPayable, settlementRetriesLeft, settlementSignable, settlementStep } from './settlement';

const now = new Date('2026-03-10T15:00:00Z');
const later = new Date('2026-03-24T15:00:00Z');
const earlier = new Date('2026-03-10T14:59:59Z');
const open = { docExp: later, docSigned: false, paymentMade: false };

describe('settlement offers', () => {
  it('are expired when docExp is before now (not at it)', () => {
    expect(isSettlementOfferExpired(earlier, now)).toBe(true);
    expect(isSettlementOfferExpired(now, now)).toBe(false);
    expect(isSettlementOfferExpired(later, now)).toBe(false);
  });

  it('move sign → pay → settled; unsigned past docExp is expired, signed stays payable', () => {
    expect(settlementStep(open, now)).toBe('sign');
    expect(settlementStep({ ...open, docExp: earlier }, now)).toBe('expired');
    expect(settlementStep({ ...open, docSigned: true, docExp: earlier }, now)).toBe('pay');
    expect(settlementStep({ ...open, docSigned: true, paymentMade: true }, now)).toBe('settled');
  });

  it('may be signed only while open, with a code naming why not', () => {
    expect(settlementSignable(open, now)).toEqual({ ok: true });
    expect(settlementSignable({ ...open, docExp: earlier }, now)).toEqual({ ok: false, code: 'settlement.offerExpired', params: { docExp: earlier.toISOString() } });
    expect(settlementSignable({ ...open, docSigned: true }, now)).toMatchObject({ code: 'settlement.alreadySigned' });
    expect(settlementSignable({ ...open, docSigned: true, paymentMade: true }, now)).toMatchObject({ code: 'settlement.alreadySettled' });
  });

  it('are paid signed, with the offer’s amount, while a try is left (the first and 2 retries)', () => {
    const signed = { ...open, docSigned: true, settlementAmountCents: 90_000, failedPayments: 0 };
    expect(settlementPayable(signed, 90_000, now)).toEqual({ ok: true });
    expect(settlementPayable({ ...signed, docSigned: false }, 90_000, now)).toMatchObject({ code: 'settlement.notSigned' });
    expect(settlementPayable(signed, 180_000, now)).toEqual({ ok: false, code: 'settlement.amountMismatch', params: { settlementAmountCents: 90_000 } });
    expect(settlementPayable({ ...signed, failedPayments: 2 }, 90_000, now)).toEqual({ ok: true });
    expect(settlementPayable({ ...signed, failedPayments: 3 }, 90_000, now)).toEqual({ ok: false, code: 'settlement.retriesExhausted', params: { limit: 2 } });
    expect(settlementPayable({ ...signed, paymentMade: true }, 90_000, now)).toMatchObject({ code: 'settlement.alreadySettled' });
    expect([0, 1, 2, 3, 9].map((failed) => settlementRetriesLeft(failed))).toEqual([2, 2, 1, 0, 0]);
  });

  it('never allow a payment once no retry is left (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 }), (failed, limit) => {
        const allowed = settlementPayable({ ...open, docSigned: true, settlementAmountCents: 1, failedPayments: failed }, 1, now, limit).ok;
        expect(allowed).toBe(failed === 0 || settlementRetriesLeft(failed, limit) > 0);
      }),
    );
  });
});

describe('the offers badge', () => {
  it('counts offers not viewed; opening one clears it; stored junk is dropped', () => {
    const offers = [{ offerKey: 1 }, { offerKey: 2 }];
    expect(unviewedOffersCount(offers, [])).toBe(2);
    const viewed = markOfferViewed(markOfferViewed([], 1), 1);
    expect(viewed).toEqual([1]);
    expect(unviewedOffersCount(offers, viewed)).toBe(1);
    expect(parseViewedOfferKeys([1, '2', -3, 2.5, null, 4])).toEqual([1, 4]);
    expect(parseViewedOfferKeys('nope')).toEqual([]);
  });
});
