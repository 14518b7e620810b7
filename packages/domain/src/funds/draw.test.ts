import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableCreditCents,
  cashAdvanceCancelRefusal,
  isCashAdvanceBatchDue,
  cashOutConfirmationNumber,
  drawConfirmationNumber,
  renewalCashOutConfirmationNumber,
  drawRefusal,
  getCashRefusal,
  MAX_DISBURSEMENT_CENTS,
  maxDrawCents,
  MIN_DRAW_CENTS,
} from './draw';

describe('getCashRefusal', () => {
  const line = {
    productType: 'lineOfCredit',
    isAlternate: false,
    validations: { isDisbursementAvailable: true },
  };
  it('offers Get cash on a line of credit to its borrower when the loan system allows a draw to a card', () => {
    expect(getCashRefusal(line)).toBeNull();
    expect(getCashRefusal({ ...line, productType: 'instalment' })).toEqual({
      code: 'notLineOfCredit',
    });
    expect(getCashRefusal({ ...line, isAlternate: true })).toEqual({ code: 'notBorrower' });
    expect(getCashRefusal({ ...line, validations: { isDisbursementAvailable: false } })).toEqual({
      code: 'disbursementUnavailable',
    });
  });
});

describe('available credit', () => {
  it('is the limit less the balance, pending advances and draws in flight, never negative', () => {
    expect(
      availableCreditCents({
        creditLimitCents: 150_000,
        balanceCents: 42_000,
        pendingAdvancesCents: 10_000,
        inFlightCents: 0,
      }),
    ).toBe(98_000);
    expect(
      availableCreditCents({
        creditLimitCents: 10_000,
        balanceCents: 9_000,
        pendingAdvancesCents: 2_000,
        inFlightCents: 0,
      }),
    ).toBe(0);
  });
  it('never exceeds the limit and falls by every cent taken', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.nat(100_000),
        fc.nat(100_000),
        (limit, balance, pending, inFlight) => {
          const available = availableCreditCents({
            creditLimitCents: limit,
            balanceCents: balance,
            pendingAdvancesCents: pending,
            inFlightCents: inFlight,
          });
          expect(available).toBeGreaterThanOrEqual(0);
          expect(available).toBeLessThanOrEqual(limit);
          expect(available + balance + pending + inFlight).toBeGreaterThanOrEqual(limit);
        },
      ),
    );
  });
});

describe('draw limits', () => {
  const ok = { isLineOfCredit: true, availableCents: 98_000, cardCanDisburse: true };
  it('names each refusal', () => {
    expect(drawRefusal({ ...ok, isLineOfCredit: false, amountCents: 20_000 })).toEqual({
      code: 'notLineOfCredit',
    });
    expect(drawRefusal({ ...ok, amountCents: 99 })).toEqual({
      code: 'belowMinimum',
      minCents: MIN_DRAW_CENTS,
    });
    expect(drawRefusal({ ...ok, amountCents: 98_001 })).toEqual({
      code: 'aboveAvailable',
      availableCents: 98_000,
    });
    expect(
      drawRefusal({ ...ok, availableCents: 5_000_000, amountCents: MAX_DISBURSEMENT_CENTS + 1 }),
    ).toEqual({ code: 'aboveMaximum', maxCents: MAX_DISBURSEMENT_CENTS });
    expect(drawRefusal({ ...ok, cardCanDisburse: false, amountCents: 20_000 })).toEqual({
      code: 'cardCannotReceive',
    });
    expect(drawRefusal({ ...ok, amountCents: 20_000 })).toBeNull();
  });
  it('accepts exactly the amounts from the minimum to the most a draw may be', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 2_000_000 }),
        fc.nat(2_000_000),
        (amountCents, availableCents) => {
          const accepted =
            drawRefusal({
              isLineOfCredit: true,
              amountCents,
              availableCents,
              cardCanDisburse: true,
            }) === null;
          expect(accepted).toBe(
            amountCents >= MIN_DRAW_CENTS && amountCents <= maxDrawCents(availableCents),
          );
        },
      ),
    );
  });
});

describe('cash advance cancel', () => {
  it('cancels a pending advance not yet batched (1000), not a batched one (1002) nor a settled one', () => {
    expect(cashAdvanceCancelRefusal({ status: 'pending', pendingCode: 1000 })).toBeNull();
    expect(cashAdvanceCancelRefusal({ status: 'pending', pendingCode: 1002 })).toEqual({
      code: 'batched',
    });
    expect(cashAdvanceCancelRefusal({ status: 'cancelled', pendingCode: 1000 })).toEqual({
      code: 'notPending',
    });
    expect(cashAdvanceCancelRefusal({ status: 'posted', pendingCode: null })).toEqual({
      code: 'notPending',
    });
  });
});

describe('cash advance batching', () => {
  it('batches at the cut-off of the business day the advance was requested on', () => {
    const tuesdayNoon = new Date('2026-11-24T18:00:00Z'); // 12:00 PM Central
    expect(isCashAdvanceBatchDue(tuesdayNoon, new Date('2026-11-24T22:59:00Z'))).toBe(false); // 4:59 PM
    expect(isCashAdvanceBatchDue(tuesdayNoon, new Date('2026-11-24T23:00:00Z'))).toBe(true); // 5:00 PM
    const fridayEvening = new Date('2026-11-27T23:30:00Z'); // after the cut-off: Monday's batch
    expect(isCashAdvanceBatchDue(fridayEvening, new Date('2026-11-30T22:00:00Z'))).toBe(false);
    expect(isCashAdvanceBatchDue(fridayEvening, new Date('2026-11-30T23:00:00Z'))).toBe(true);
  });
});

describe('drawConfirmationNumber (issue 48: confirmation numbers, not ids)', () => {
  it('is DRW and the id’s first 12 hex digits in capitals, with no dash', () => {
    expect(drawConfirmationNumber('db43cd27-b814-4c1e-9a0b-5f2e3d4c5b6a')).toBe('DRWDB43CD27B814');
  });

  it('is the same for the same draw and shows no part of the id’s layout', () => {
    const id = '0f1e2d3c-4b5a-4968-8776-655443322110';
    expect(drawConfirmationNumber(id)).toBe(drawConfirmationNumber(id));
    expect(drawConfirmationNumber(id)).toMatch(/^DRW[0-9A-F]{12}$/);
    expect(cashOutConfirmationNumber(id)).toBe('RWD0F1E2D3C4B5A');
    expect(renewalCashOutConfirmationNumber(id)).toBe('RCO0F1E2D3C4B5A');
  });
});
