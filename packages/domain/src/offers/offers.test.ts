import { describe, expect, it } from 'vitest';
import { markOfferViewed, parseViewedOfferKeys, unviewedOffersCount } from './offers';
import {
  isSettlementOfferExpired,
  settlementRetriesLeft,
  settlementSignable,
  settlementStep,
} from './settlement';

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
    expect(settlementSignable({ ...open, docExp: earlier }, now)).toEqual({
      ok: false,
      code: 'settlement.offerExpired',
      params: { docExp: earlier.toISOString() },
    });
    expect(settlementSignable({ ...open, docSigned: true }, now)).toMatchObject({
      code: 'settlement.alreadySigned',
    });
    expect(settlementSignable({ ...open, docSigned: true, paymentMade: true }, now)).toMatchObject({
      code: 'settlement.alreadySettled',
    });
  });

  it('give a failed settlement payment 2 retries (the first try and 2 more)', () => {
    expect([0, 1, 2, 3, 9].map((failed) => settlementRetriesLeft(failed))).toEqual([2, 2, 1, 0, 0]);
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
