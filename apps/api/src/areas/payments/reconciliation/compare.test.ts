import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  LedgerPostingRecord,
  OriginatedLoanRecord,
  OriginatedLoanState,
} from '../../../integrations/loan-systems';
import { reconcile, reconcileOriginations, type OurPosting, type PaymentStanding } from './compare';

const ours = (paymentId: string, amountCents = 1_000, refunded = false): OurPosting => ({
  paymentId,
  loanId: 'L',
  amountCents,
  refunded,
});
const theirs = (paymentId: string, amountCents = 1_000, reversed = false): LedgerPostingRecord => ({
  paymentId,
  loanId: 'L',
  amountCents,
  confirmationNumber: `C-${paymentId}`,
  postedOn: '2026-12-03',
  reversed,
});
const unknown = (): PaymentStanding => 'unknown';

describe('reconcile', () => {
  it('finds nothing when both sides hold the same postings', () => {
    expect(
      reconcile([ours('a'), ours('b', 5, true)], [theirs('b', 5, true), theirs('a')], unknown),
    ).toEqual([]);
  });

  it('names each kind of difference with both amounts', () => {
    const found = reconcile(
      [ours('missing'), ours('amount', 1_000), ours('reversal', 1_000, true)],
      [theirs('amount', 900), theirs('reversal'), theirs('failed', 700), theirs('stranger', 300)],
      (id) => (id === 'failed' ? 'notPosted' : 'unknown'),
    );
    expect(
      found.map(({ kind, paymentId, ourAmountCents, theirAmountCents }) => [
        kind,
        paymentId,
        ourAmountCents,
        theirAmountCents,
      ]),
    ).toEqual([
      ['missingInLoanSystem', 'missing', 1_000, null],
      ['amountDiffers', 'amount', 1_000, 900],
      ['reversalDiffers', 'reversal', 1_000, 1_000],
      ['notPostedHere', 'failed', null, 700],
      ['unknownPayment', 'stranger', null, 300],
    ]);
  });

  it('names the movement: a payment by default, a draw when its cash advances are compared', () => {
    expect(reconcile([ours('p')], [], unknown).map((d) => d.movement)).toEqual(['payment']);
    expect(reconcile([ours('d')], [theirs('x')], unknown, 'draw')).toEqual([
      expect.objectContaining({ kind: 'missingInLoanSystem', movement: 'draw', paymentId: 'd' }),
      expect.objectContaining({ kind: 'unknownPayment', movement: 'draw', paymentId: 'x' }),
    ]);
  });

  it('leaves a posting still in flight here, or posted here on another day, to its own end', () => {
    expect(
      reconcile([], [theirs('asked'), theirs('other-day')], (id) =>
        id === 'asked' ? 'inFlight' : 'postedOtherDay',
      ),
    ).toEqual([]);
  });

  it('finds a difference exactly for each posting held on one side only or unlike on both (property)', () => {
    const side = fc.uniqueArray(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
        cents: fc.integer({ min: 1, max: 3 }),
      }),
      { selector: (entry) => entry.id },
    );
    fc.assert(
      fc.property(side, side, (left, right) => {
        const found = reconcile(
          left.map(({ id, cents }) => ours(id, cents)),
          right.map(({ id, cents }) => theirs(id, cents)),
          unknown,
        );
        const rightById = new Map(right.map((entry) => [entry.id, entry.cents]));
        const leftIds = new Set(left.map((entry) => entry.id));
        const expected = [
          ...left.filter(({ id, cents }) => rightById.get(id) !== cents).map(({ id }) => id),
          ...right.filter(({ id }) => !leftIds.has(id)).map(({ id }) => id),
        ];
        expect(found.map((difference) => difference.paymentId)).toEqual(expected);
      }),
    );
  });
});

describe('reconcileOriginations', () => {
  const ourLoan = (id: string, expected: OriginatedLoanState, amountCents = 50_000) => ({
    originationId: id,
    loanId: `L-${id}`,
    amountCents,
    expected,
  });
  const theirLoan = (
    id: string,
    state: OriginatedLoanState,
    amountCents = 50_000,
  ): OriginatedLoanRecord => ({
    originationId: id,
    loanId: `L-${id}`,
    amountCents,
    openedOn: '2026-12-03',
    state,
  });

  it('finds nothing when each loan stands where its origination says', () => {
    const states: OriginatedLoanState[] = ['awaitingSignature', 'released', 'voided'];
    expect(
      reconcileOriginations(
        states.map((state) => ourLoan(state, state)),
        states.map((state) => theirLoan(state, state)),
        unknown,
      ),
    ).toEqual([]);
  });

  it('names each difference as an origination, by its id', () => {
    const found = reconcileOriginations(
      [
        ourLoan('missing', 'released'),
        ourLoan('amount', 'released', 50_000),
        ourLoan('signedHere', 'released'),
        ourLoan('voidedHere', 'voided'),
      ],
      [
        theirLoan('amount', 'released', 60_000),
        theirLoan('signedHere', 'awaitingSignature'),
        theirLoan('voidedHere', 'released'),
        theirLoan('failedHere', 'awaitingSignature'),
        theirLoan('beingMade', 'awaitingSignature'),
        theirLoan('otherDay', 'released'),
        theirLoan('stranger', 'released'),
      ],
      (id) =>
        id === 'failedHere'
          ? 'notPosted'
          : id === 'beingMade'
            ? 'inFlight'
            : id === 'otherDay'
              ? 'postedOtherDay'
              : 'unknown',
    );
    expect(found.map(({ kind, movement, paymentId }) => [kind, movement, paymentId])).toEqual([
      ['missingInLoanSystem', 'origination', 'missing'],
      ['amountDiffers', 'origination', 'amount'],
      ['stateDiffers', 'origination', 'signedHere'],
      ['stateDiffers', 'origination', 'voidedHere'],
      ['notPostedHere', 'origination', 'failedHere'],
      ['unknownPayment', 'origination', 'stranger'],
    ]);
    expect(found[1]).toMatchObject({ ourAmountCents: 50_000, theirAmountCents: 60_000 });
  });
});
