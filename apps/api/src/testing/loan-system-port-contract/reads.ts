/** The port's reads answer the seeded ledger. */
import { expect, it } from 'vitest';
import { OfferTypeId } from '../../db/schema';
import { customerIdOf, loanIdOf } from '../../db/seed';
import { A1, L1, type PortSuite } from './context';

export function describeReads(s: PortSuite): void {
  const { tlxe } = s;
  it('reads the seeded ledger: loans, a loan, its history, customers, repossession, risk', async () => {
    const loans = await tlxe().listLoans(['T100002']);
    expect(loans.map((loan) => loan.lmsId).sort()).toEqual(['10002-001', '10002-002']);
    expect((await tlxe().loanDetail(A1))?.borrower.customerId).toBe('T100001');
    expect(await s.f.systems.adapter('NLS').loanDetail(A1)).toBeNull();
    expect((await s.f.systems.findLoan(L1))?.loanSystem).toBe('NLS');
    const history = await tlxe().history(A1);
    expect(history.length).toBeGreaterThan(0);
    expect((await tlxe().personalInfo('T100001'))?.customerIds.TLXe).toBe('T100001');
    expect((await tlxe().customerRecord(customerIdOf('P1')))?.customerId).toBe('T100001');
    expect((await tlxe().applicationStatus('T100006'))?.updatedAt).toBeInstanceOf(Date);
    expect(await tlxe().bankruptcy(['T100001'])).toEqual([]);
    expect((await tlxe().repoInfo(loanIdOf('R1')))?.stage).toBe('outForRepo');
    expect(await tlxe().riskInfo(A1)).toMatchObject({ previousCreditLimitCents: null });
    expect(await s.f.systems.adapter('NLS').pendingCashAdvances(L1)).toEqual(expect.any(Array));
    const dueOn = (await tlxe().loanDetail(A1))!.dueDate;
    const due = await s.f.systems.loansDueBetween(dueOn, dueOn);
    expect(due.map((loan) => loan.loanId)).toContain(A1);
    expect(due.every((loan) => loan.dueDate === dueOn)).toBe(true);
    const nlsDue = await s.f.systems.adapter('NLS').loansDueBetween(dueOn, dueOn);
    expect(nlsDue.map((loan) => loan.loanId)).not.toContain(A1);
    const verification = { phone: '3125550188', dob: '1985-04-12', ssn: '123456789' };
    expect(
      await tlxe().findCustomerForLink({ ...verification, loanNumber: '20341-001' }),
    ).toMatchObject({ customerId: 'T100008' });
    const offers = await s.f.systems.offers.offersOf(customerIdOf('P6'));
    const appraisal = offers.find((offer) => offer.offerTypeId === OfferTypeId.appraisal);
    expect(appraisal?.docExp).toBeInstanceOf(Date);
    expect(await s.f.systems.offers.offer(appraisal!.offerKey)).toEqual(appraisal);
    expect(await s.f.systems.offers.settlementOfferOn(loanIdOf('S1'))).not.toBeNull();
  });
}
