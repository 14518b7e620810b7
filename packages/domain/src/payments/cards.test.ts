import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CARD_LIMITS,
  cardValidations,
  cardsEqual,
  maskedCardNumber,
  type CardIdRef,
} from './cards';

const visaIds: CardIdRef[] = [
  { type: 'nls', id: 'N-100' },
  { type: 'tlxe', id: 'T-200' },
];

describe('cardsEqual', () => {
  it('is equal when every type has the same id, in any order', () => {
    expect(cardsEqual(visaIds, [...visaIds].reverse())).toBe(true);
  });

  it('differs on an id, a type or the length', () => {
    expect(
      cardsEqual(visaIds, [
        { type: 'nls', id: 'N-100' },
        { type: 'tlxe', id: 'T-999' },
      ]),
    ).toBe(false);
    expect(
      cardsEqual(visaIds, [
        { type: 'nls', id: 'N-100' },
        { type: 'other', id: 'T-200' },
      ]),
    ).toBe(false);
    expect(cardsEqual(visaIds, visaIds.slice(0, 1))).toBe(false);
    expect(cardsEqual(visaIds, [...visaIds, { type: 'nls', id: 'N-100' }])).toBe(false);
  });

  const idsArb = fc.array(
    fc.record({ type: fc.constantFrom('nls', 'tlxe', 'proc'), id: fc.constantFrom('1', '2', '3') }),
    {
      maxLength: 4,
    },
  );

  it('is reflexive, symmetric and insensitive to order', () => {
    fc.assert(
      fc.property(idsArb, idsArb, (a, b) => {
        expect(cardsEqual(a, a)).toBe(true);
        expect(cardsEqual(a, b)).toBe(cardsEqual(b, a));
        expect(cardsEqual(a, [...a].reverse())).toBe(true);
      }),
    );
  });

  it('never equates lists of different lengths', () => {
    fc.assert(
      fc.property(idsArb, idsArb, (a, b) => {
        fc.pre(a.length !== b.length);
        expect(cardsEqual(a, b)).toBe(false);
      }),
    );
  });

  it('equates lists only when they hold the same (type, id) pairs', () => {
    const key = (list: CardIdRef[]) =>
      list
        .map(({ type, id }) => `${type}:${id}`)
        .sort()
        .join('|');
    fc.assert(
      fc.property(idsArb, idsArb, (a, b) => {
        expect(cardsEqual(a, b)).toBe(key(a) === key(b));
      }),
    );
  });
});

describe('cardValidations', () => {
  const card = (canDisburse: boolean) => ({ canDisburse });

  it('allows adding until the payment and disburse limits', () => {
    expect(CARD_LIMITS).toEqual({ payment: 10, disburse: 5 });
    expect(cardValidations([])).toEqual({
      payment: { allowed: true, maxCardLimit: 10 },
      disburse: { allowed: true, maxCardLimit: 5 },
    });
    const fiveDebit = Array.from({ length: 5 }, () => card(true));
    expect(cardValidations(fiveDebit).disburse.allowed).toBe(false);
    expect(cardValidations(fiveDebit).payment.allowed).toBe(true);
    const tenCredit = Array.from({ length: 10 }, () => card(false));
    expect(cardValidations(tenCredit)).toEqual({
      payment: { allowed: false, maxCardLimit: 10 },
      disburse: { allowed: true, maxCardLimit: 5 },
    });
  });

  it('counts only cards that may receive a disbursement against the disburse limit', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 15 }), (flags) => {
        const result = cardValidations(flags.map(card));
        expect(result.payment.allowed).toBe(flags.length < 10);
        expect(result.disburse.allowed).toBe(flags.filter(Boolean).length < 5);
      }),
    );
  });
});

describe('maskedCardNumber', () => {
  it('shows only the last 4 digits', () => {
    expect(maskedCardNumber('1111')).toBe('•••• 1111');
    expect(maskedCardNumber('4111 1111 1111 4444')).toBe('•••• 4444');
  });
});
