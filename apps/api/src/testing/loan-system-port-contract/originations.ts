/** A loan made from an appraisal: once per origin reference, released or voided, and the day's list of them. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { LoanStatus } from '@lender/domain';
import { PERSONA_STORES, customerIdOf } from '../../db/seed';
import { businessDateOf } from '../../db/loan-payoff';
import type { PortSuite } from './context';

export function describeOriginations(s: PortSuite): void {
  const { tlxe, now } = s;
  it('originates a loan once per origin reference, releases one and voids another', async () => {
    const origination = {
      originReference: `origination:${randomUUID()}`,
      customerRecordId: customerIdOf('P6'),
      brandCode: 'tmx',
      storeId: PERSONA_STORES.chicagoTmx,
      amountCents: 100_000,
      financeChargeCents: 25_000,
      annualRatePpb: 3_000_000_000,
      payoffCents: 125_000,
      dueDate: '2027-01-02',
      openedOn: businessDateOf(now()),
      collateral: { year: 2017, make: 'Honda', model: 'Civic', vin: null },
      now: now(),
    };
    const made = await tlxe().originateLoan(origination);
    expect(made.created).toBe(true);
    expect(await tlxe().originateLoan(origination)).toEqual({ ...made, created: false });
    expect(await tlxe().releaseOriginatedLoan(made.loanId, now())).toBe(true);
    expect(await tlxe().releaseOriginatedLoan(made.loanId, now())).toBe(false);
    const other = await tlxe().originateLoan({
      ...origination,
      originReference: `origination:${randomUUID()}`,
    });
    expect(await tlxe().voidOriginatedLoan(other.loanId, now())).toBe(true);
    expect((await tlxe().loanDetail(other.loanId))?.status).toBe(LoanStatus.Deleted);
    const waiting = await tlxe().originateLoan({
      ...origination,
      originReference: `origination:${randomUUID()}`,
    });
    // the day's loans made from an appraisal (reconciliation): each with the amount it was made for and its state
    const ofDay = await tlxe().originationsOn(origination.openedOn);
    const stateOf = (loanId: string) => ofDay.find((record) => record.loanId === loanId);
    expect(stateOf(made.loanId)).toEqual({
      originationId: origination.originReference.slice('origination:'.length),
      loanId: made.loanId,
      amountCents: 100_000,
      openedOn: origination.openedOn,
      state: 'released',
    });
    expect(stateOf(other.loanId)).toMatchObject({ amountCents: 100_000, state: 'voided' });
    expect(stateOf(waiting.loanId)).toMatchObject({ state: 'awaitingSignature' });
    expect(await s.f.systems.adapter('NLS').originationsOn(origination.openedOn)).toEqual([]);
  });
}
