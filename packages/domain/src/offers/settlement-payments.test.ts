/** Decision 045: a signed settlement governs every payment on its loan — examples of P5's S1 ($900.00 of $1,800.00). */
import { describe, expect, it } from 'vitest';
import { PaymentType } from '../enums/payment';
import {
  isSettlementOpen,
  settlementAccountOf,
  settlementPaymentCheck,
  settlementPosting,
  settlementRemainingCents,
  type SettlementAccount,
} from './settlement-payments';

const now = new Date('2026-03-10T15:00:00Z');
const later = new Date('2026-03-24T15:00:00Z');
const earlier = new Date('2026-03-01T15:00:00Z');
const signed: SettlementAccount = {
  docExp: later,
  docSigned: true,
  paymentMade: false,
  settlementAmountCents: 90_000,
  paidCents: 0,
  payoffCents: 180_000,
  failedPayments: 0,
};
const pay = (amountCents: number) => ({ amountCents, paymentType: PaymentType.Payment });
const settle = (amountCents: number) => ({ amountCents, paymentType: PaymentType.Settlement });

describe('what is left of the settlement', () => {
  it('is the agreed sum less what was paid toward it, never more than the loan owes, never below 0', () => {
    expect(settlementRemainingCents(signed)).toBe(90_000);
    expect(settlementRemainingCents({ ...signed, paidCents: 30_000, payoffCents: 150_000 })).toBe(
      60_000,
    );
    expect(settlementRemainingCents({ ...signed, payoffCents: 50_000 })).toBe(50_000);
    expect(settlementRemainingCents({ ...signed, paidCents: 95_000 })).toBe(0);
  });

  it('governs the loan between signing and settling', () => {
    expect([
      isSettlementOpen(signed),
      isSettlementOpen({ ...signed, docSigned: false }),
      isSettlementOpen({ ...signed, paymentMade: true }),
    ]).toEqual([true, false, false]);
  });
});

describe('an ordinary payment (type 2)', () => {
  it('is ordinary before the agreement is signed (an offer, expired or not, is not an agreement)', () => {
    expect(settlementPaymentCheck({ ...signed, docSigned: false }, pay(90_000), now)).toEqual({
      ok: true,
      towardSettlement: false,
    });
    expect(
      settlementPaymentCheck({ ...signed, docSigned: false, docExp: earlier }, pay(90_000), now),
    ).toEqual({ ok: true, towardSettlement: false });
  });

  it('is refused once the loan is settled, saying so', () => {
    expect(settlementPaymentCheck({ ...signed, paymentMade: true }, pay(100), now)).toEqual({
      ok: false,
      code: 'settlement.alreadySettled',
      params: {},
    });
  });

  it('counts toward a signed settlement: part of it leaves the rest, the whole of it settles', () => {
    expect(settlementPaymentCheck(signed, pay(30_000), now)).toEqual({
      ok: true,
      towardSettlement: true,
      settles: false,
      remainingAfterCents: 60_000,
    });
    expect(settlementPaymentCheck(signed, pay(90_000), now)).toEqual({
      ok: true,
      towardSettlement: true,
      settles: true,
      remainingAfterCents: 0,
    });
    expect(
      settlementPaymentCheck(
        { ...signed, paidCents: 30_000, payoffCents: 150_000 },
        pay(60_000),
        now,
      ),
    ).toMatchObject({ settles: true });
  });

  it('is refused above what is left, naming it; with others in flight, naming those', () => {
    expect(settlementPaymentCheck(signed, pay(90_001), now)).toEqual({
      ok: false,
      code: 'settlement.aboveRemaining',
      params: { remainingCents: 90_000 },
    });
    expect(settlementPaymentCheck(signed, pay(180_000), now)).toMatchObject({
      code: 'settlement.aboveRemaining',
    });
    expect(settlementPaymentCheck(signed, pay(70_000), now, { inFlightCents: 30_000 })).toEqual({
      ok: false,
      code: 'settlement.paymentInFlight',
      params: { remainingCents: 90_000, inFlightCents: 30_000 },
    });
    expect(
      settlementPaymentCheck(signed, pay(60_000), now, { inFlightCents: 30_000 }),
    ).toMatchObject({ ok: true, settles: true });
    expect(settlementPaymentCheck(signed, pay(0), now)).toEqual({
      ok: false,
      code: 'settlement.amountRequired',
      params: {},
    });
  });

  it('is refused once the settlement’s tries are used up', () => {
    expect(settlementPaymentCheck({ ...signed, failedPayments: 3 }, pay(100), now)).toEqual({
      ok: false,
      code: 'settlement.retriesExhausted',
      params: { limit: 2 },
    });
  });
});

describe('the settlement payment (type 5)', () => {
  it('pays exactly what is left, also after an ordinary payment, and after docExp once signed', () => {
    expect(settlementPaymentCheck(signed, settle(90_000), now)).toEqual({
      ok: true,
      towardSettlement: true,
      settles: true,
      remainingAfterCents: 0,
    });
    const afterPart = { ...signed, paidCents: 30_000, payoffCents: 150_000 };
    expect(settlementPaymentCheck(afterPart, settle(60_000), now)).toMatchObject({
      ok: true,
      settles: true,
    });
    expect(settlementPaymentCheck(afterPart, settle(90_000), now)).toEqual({
      ok: false,
      code: 'settlement.amountMismatch',
      params: { remainingCents: 60_000 },
    });
    expect(
      settlementPaymentCheck({ ...signed, docExp: earlier }, settle(90_000), now),
    ).toMatchObject({ ok: true });
  });

  it('is refused unsigned, expired unsigned, settled, out of tries, or while another holds what is left', () => {
    expect(
      settlementPaymentCheck({ ...signed, docSigned: false }, settle(90_000), now),
    ).toMatchObject({ code: 'settlement.notSigned' });
    expect(
      settlementPaymentCheck({ ...signed, docSigned: false, docExp: earlier }, settle(90_000), now),
    ).toEqual({
      ok: false,
      code: 'settlement.offerExpired',
      params: { docExp: earlier.toISOString() },
    });
    expect(
      settlementPaymentCheck({ ...signed, paymentMade: true }, settle(90_000), now),
    ).toMatchObject({ code: 'settlement.alreadySettled' });
    expect(
      settlementPaymentCheck({ ...signed, failedPayments: 2 }, settle(90_000), now),
    ).toMatchObject({ ok: true });
    expect(
      settlementPaymentCheck({ ...signed, failedPayments: 3 }, settle(90_000), now),
    ).toMatchObject({ code: 'settlement.retriesExhausted' });
    expect(
      settlementPaymentCheck(signed, settle(90_000), now, { inFlightCents: 90_000 }),
    ).toMatchObject({ code: 'settlement.paymentInFlight' });
  });
});

describe('posting a payment toward the settlement', () => {
  it('settles when it reaches what is left; cannot apply past it, after settling, or unsigned', () => {
    expect(settlementPosting(signed, 30_000)).toEqual({ ok: true, settles: false });
    expect(
      settlementPosting({ ...signed, paidCents: 30_000, payoffCents: 150_000 }, 60_000),
    ).toEqual({ ok: true, settles: true });
    expect(
      settlementPosting({ ...signed, paidCents: 30_000, payoffCents: 150_000 }, 90_000),
    ).toEqual({ ok: false, code: 'settlement.aboveRemaining', params: { remainingCents: 60_000 } });
    expect(settlementPosting({ ...signed, paymentMade: true }, 1)).toMatchObject({
      code: 'settlement.alreadySettled',
    });
    expect(settlementPosting({ ...signed, docSigned: false }, 1)).toMatchObject({
      code: 'settlement.notSigned',
    });
    // before the charge, with the others in flight counted
    expect(settlementPosting(signed, 60_000, 30_000)).toEqual({ ok: true, settles: true });
    expect(settlementPosting(signed, 60_001, 30_000)).toEqual({
      ok: false,
      code: 'settlement.aboveRemaining',
      params: { remainingCents: 60_000 },
    });
  });
});

it('reads the API’s settlement status', () => {
  const status = {
    docExp: later.toISOString(),
    docSigned: true,
    paymentMade: false,
    settlementAmountCents: 90_000,
    paidCents: 30_000,
    balanceCents: 150_000,
    failedPayments: 1,
  };
  expect(settlementAccountOf(status)).toEqual({
    ...signed,
    paidCents: 30_000,
    payoffCents: 150_000,
    failedPayments: 1,
  });
});
