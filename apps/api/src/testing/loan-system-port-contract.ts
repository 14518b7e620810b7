/**
 * One port test suite (decision 065), run by ledger-port.test.ts against the in-process ledger adapter and by
 * http-port.test.ts against the HTTP adapter talking to a real loan-systems service: the reads answer the seeded
 * ledger, each write does what the port says, a repeat of a posting is refused or answers what was made (under the
 * caller's key: what was applied, decision 068), and a write whose answer was lost (a timeout after it applied) and
 * was retried applies once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoanStatus } from '@lender/domain';
import type { Database } from '../db/client';
import { loanPayments, OfferTypeId } from '../db/schema';
import { customerIdOf, loanIdOf, PERSONA_STORES, profileIdOf } from '../db/seed';
import { P2_APPLICATION_ID } from '../db/seed/ids';
import { businessDateOf } from '../db/loan-payoff';
import type { LoanSystems } from '../integrations/loan-systems';
import { requestSandboxCashAdvance } from '../integrations/loan-systems/ledger/post-draw';

export interface PortFixture {
  systems: LoanSystems;
  /** the database the ledger's rows are in (the app's in-process; the service's over HTTP): set-up and counts */
  ledgerDb: Database;
  /** a payment id a posting may carry (in-process: a payments row of the app's; over HTTP: the app's id alone) */
  newPaymentId(loanId: string, amountCents: number): Promise<string>;
  /** runs the write as a caller whose first try lost its answer after the write reached the loan systems, then tried again */
  loseFirstAnswer<T>(write: (systems: LoanSystems) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const A1 = loanIdOf('A1');
const T2 = loanIdOf('T2');
const L1 = loanIdOf('L1');

export function describePortContract(name: string, setUp: () => Promise<PortFixture>): void {
  describe(`the loan-system port: ${name}`, () => {
    let f: PortFixture;
    beforeAll(async () => {
      f = await setUp();
    });
    afterAll(async () => f?.close());
    const tlxe = () => f.systems.adapter('TLXe');
    const now = () => new Date();
    const payment = async (loanId: string, amountCents: number) => ({
      paymentId: await f.newPaymentId(loanId, amountCents),
      loanId,
      amountCents,
      confirmationNumber: `C-${randomUUID().slice(0, 8)}`,
      postedOn: businessDateOf(now()),
      now: now(),
    });
    const postingsOf = async (paymentId: string) =>
      (await f.ledgerDb.select().from(loanPayments).where(eq(loanPayments.paymentId, paymentId)))
        .length;

    it('reads the seeded ledger: loans, a loan, its history, customers, repossession, risk', async () => {
      const loans = await tlxe().listLoans(['T100002']);
      expect(loans.map((loan) => loan.lmsId).sort()).toEqual(['10002-001', '10002-002']);
      expect((await tlxe().loanDetail(A1))?.borrower.customerId).toBe('T100001');
      expect(await f.systems.adapter('NLS').loanDetail(A1)).toBeNull();
      expect((await f.systems.findLoan(L1))?.loanSystem).toBe('NLS');
      const history = await tlxe().history(A1);
      expect(history.length).toBeGreaterThan(0);
      expect((await tlxe().personalInfo('T100001'))?.customerIds.TLXe).toBe('T100001');
      expect((await tlxe().customerRecord(customerIdOf('P1')))?.customerId).toBe('T100001');
      expect((await tlxe().applicationStatus('T100006'))?.updatedAt).toBeInstanceOf(Date);
      expect(await tlxe().bankruptcy(['T100001'])).toEqual([]);
      expect((await tlxe().repoInfo(loanIdOf('R1')))?.stage).toBe('outForRepo');
      expect(await tlxe().riskInfo(A1)).toMatchObject({ previousCreditLimitCents: null });
      expect(await f.systems.adapter('NLS').pendingCashAdvances(L1)).toEqual(expect.any(Array));
      const dueOn = (await tlxe().loanDetail(A1))!.dueDate;
      const due = await f.systems.loansDueBetween(dueOn, dueOn);
      expect(due.map((loan) => loan.loanId)).toContain(A1);
      expect(due.every((loan) => loan.dueDate === dueOn)).toBe(true);
      const nlsDue = await f.systems.adapter('NLS').loansDueBetween(dueOn, dueOn);
      expect(nlsDue.map((loan) => loan.loanId)).not.toContain(A1);
      const verification = { phone: '3125550188', dob: '1985-04-12', ssn: '123456789' };
      expect(
        await tlxe().findCustomerForLink({ ...verification, loanNumber: '20341-001' }),
      ).toMatchObject({ customerId: 'T100008' });
      const offers = await f.systems.offers.offersOf(customerIdOf('P6'));
      const appraisal = offers.find((offer) => offer.offerTypeId === OfferTypeId.appraisal);
      expect(appraisal?.docExp).toBeInstanceOf(Date);
      expect(await f.systems.offers.offer(appraisal!.offerKey)).toEqual(appraisal);
      expect(await f.systems.offers.settlementOfferOn(loanIdOf('S1'))).not.toBeNull();
    });

    it('posts a payment once: fees, interest, principal; a second posting of the payment is refused', async () => {
      const posting = await payment(A1, 2_500);
      const posted = await tlxe().postPayment(posting);
      expect(posted.feesCents + posted.interestCents + posted.principalCents).toBe(2_500);
      expect(await tlxe().changedSinceOpened(A1)).toBe(true);
      expect((await tlxe().loanDetail(A1))?.payoffCents).toBe(posted.payoffCents);
      await expect(tlxe().postPayment(posting)).rejects.toThrow();
      expect(await postingsOf(posting.paymentId)).toBe(1);
      // the day's postings (reconciliation): this system's, not the other's
      expect(await tlxe().postingsOn(posting.postedOn)).toContainEqual({
        paymentId: posting.paymentId,
        loanId: A1,
        amountCents: 2_500,
        confirmationNumber: posting.confirmationNumber,
        postedOn: posting.postedOn,
        reversed: false,
      });
      const nls = await f.systems.adapter('NLS').postingsOn(posting.postedOn);
      expect(nls.map((made) => made.paymentId)).not.toContain(posting.paymentId);
    });

    it('a payment whose answer was lost and was tried again applies once', async () => {
      const posting = await payment(A1, 1_000);
      const posted = await f.loseFirstAnswer((systems) =>
        systems.adapter('TLXe').postPayment(posting),
      );
      expect(posted.amountCents).toBe(1_000);
      expect(await postingsOf(posting.paymentId)).toBe(1);
      expect((await tlxe().loanDetail(A1))?.payoffCents).toBe(posted.payoffCents);
    });

    it("a posting under the caller's key answers what was applied when asked again, and a refusal as refused", async () => {
      const posting = await payment(A1, 1_500);
      const keyed = { idempotencyKey: `payment:${posting.paymentId}:post` };
      const first = await tlxe().postPayment(posting, keyed);
      // a saga's resumed step: the same key and body, asked again (in a later process: no memory but the key)
      expect(await tlxe().postPayment(posting, keyed)).toEqual(first);
      expect(await postingsOf(posting.paymentId)).toBe(1);
      // the same key with another body is not the same posting
      await expect(tlxe().postPayment({ ...posting, amountCents: 1_600 }, keyed)).rejects.toThrow();
      expect(await postingsOf(posting.paymentId)).toBe(1);
      // a refusal is an answer: asked again, it is refused again, even once the loan would take it
      const payoff = (await tlxe().loanDetail(A1))!.payoffCents;
      const tooMuch = await payment(A1, payoff + 100);
      const refusedKey = { idempotencyKey: `payment:${tooMuch.paymentId}:post` };
      await expect(tlxe().postPayment(tooMuch, refusedKey)).rejects.toMatchObject({
        name: 'PaymentExceedsPayoffError',
      });
      await expect(tlxe().postPayment(tooMuch, refusedKey)).rejects.toMatchObject({
        name: 'PaymentExceedsPayoffError',
      });
      expect(await postingsOf(tooMuch.paymentId)).toBe(0);
    });

    it('posts a refinance with its cash out, lowers it when the card declined, and voids it; its new loan changed only once paid', async () => {
      const before = (await tlxe().loanDetail(T2))!;
      const posting = { ...(await payment(T2, 18_000)), cashOutCents: 5_000 };
      const refinance = await tlxe().postRefinance(posting);
      expect((await tlxe().loanDetail(T2))?.status).toBe(LoanStatus.Refinance);
      const withdrawnAt = now();
      const withdrawal = { newLoanId: refinance.newLoanId, cashOutCents: 5_000, now: withdrawnAt };
      expect(await tlxe().withdrawCashOut(withdrawal)).toBe(true);
      // once: asked again under another key, it lowers nothing more
      expect(await tlxe().withdrawCashOut(withdrawal)).toBe(false);
      // the day's withdrawals (reconciliation): this system's, not the other's
      const withdrawnOn = businessDateOf(withdrawnAt);
      expect(await tlxe().cashOutWithdrawalsOn(withdrawnOn)).toContainEqual({
        loanId: refinance.newLoanId,
        amountCents: 5_000,
        withdrawnOn,
      });
      expect(await f.systems.adapter('NLS').cashOutWithdrawalsOn(withdrawnOn)).toEqual([]);
      // the declined cash out is the renewal's own opening corrected: the new loan has not changed since it opened
      expect(await tlxe().changedSinceOpened(refinance.newLoanId)).toBe(false);
      await tlxe().voidRefinance({
        paymentId: posting.paymentId,
        oldLoanId: T2,
        newLoanId: refinance.newLoanId,
        oldLoanSnapshot: refinance.oldLoanSnapshot,
        now: now(),
      });
      expect(await tlxe().loanDetail(T2)).toMatchObject({
        status: before.status,
        payoffCents: before.payoffCents,
      });
    });

    it('refuses a refinance the loan cannot take, as the ledger’s refusal', async () => {
      await expect(tlxe().postRefinance(await payment(T2, 100))).rejects.toMatchObject({
        name: 'RefinanceNotPossibleError',
      });
    });

    it('posts a draw, and cancels a pending cash advance once', async () => {
      const nls = f.systems.adapter('NLS');
      const before = (await nls.loanDetail(L1))!.payoffCents;
      const drawId = randomUUID();
      const drawnAt = now();
      const drawn = await nls.postDraw({ drawId, loanId: L1, amountCents: 10_000, now: drawnAt });
      expect(drawn.balanceCents).toBeGreaterThanOrEqual(before + 10_000);
      // the day's draws (reconciliation): this system's, not the other's
      const postedOn = businessDateOf(drawnAt);
      expect(await nls.drawsOn(postedOn)).toContainEqual({
        drawId,
        loanId: L1,
        amountCents: 10_000,
        postedOn,
      });
      expect((await tlxe().drawsOn(postedOn)).map((d) => d.drawId)).not.toContain(drawId);
      const transactionId = await requestSandboxCashAdvance(f.ledgerDb, {
        loanId: L1,
        amountCents: 5_000,
        now: now(),
      });
      expect((await nls.cancelCashAdvance({ loanId: L1, transactionId }))?.status).toBe(
        'cancelled',
      );
      expect((await nls.cancelCashAdvance({ loanId: L1, transactionId }))?.status).toBe(
        'cancelled',
      );
      expect(await nls.cancelCashAdvance({ loanId: L1, transactionId: 'CA-none' })).toBeNull();
    });

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
      expect(await f.systems.adapter('NLS').originationsOn(origination.openedOn)).toEqual([]);
    });

    it('records her change of her customer record, again alike; an unknown customer is false', async () => {
      const before = (await tlxe().personalInfo('T100001'))!;
      const change = {
        phone: '3125550199',
        address: { line1: '9 Elm St', city: 'Chicago', state: 'IL', zip: '60601' },
        communicationPreference: 2 as const,
      };
      expect(await tlxe().updateCustomer('T100001', change)).toBe(true);
      expect(await tlxe().updateCustomer('T100001', change)).toBe(true);
      expect(await tlxe().personalInfo('T100001')).toMatchObject({
        phone: '3125550199',
        address: change.address,
        firstName: before.firstName,
      });
      expect(await tlxe().updateCustomer('T999999', change)).toBe(false);
      // put back: the other tests read her as seeded
      expect(
        await tlxe().updateCustomer('T100001', {
          phone: before.phone,
          ...(before.address ? { address: before.address } : {}),
        }),
      ).toBe(true);
    });

    it('declares the military status, withdraws an application, answers an appraisal offer', async () => {
      const at = new Date('2026-12-01T10:00:00.000Z');
      const input = { isActiveDuty: true, isDependent: false, profileId: profileIdOf('P1') };
      expect(await tlxe().setMilitaryStatus('T100001', input, at)).toEqual({
        isActiveDuty: true,
        isDependent: false,
        declaredAt: at,
      });
      expect(await tlxe().militaryStatus('T100001')).toEqual({
        isActiveDuty: true,
        isDependent: false,
        declaredAt: at,
      });
      expect(await tlxe().withdrawApplication('T100002', P2_APPLICATION_ID, now())).toBe(true);
      expect(await tlxe().withdrawApplication('T100002', P2_APPLICATION_ID, now())).toBe(false);
      const appraisal = (await f.systems.offers.offersOf(customerIdOf('P6'))).find(
        (offer) => offer.offerTypeId === OfferTypeId.appraisal,
      )!;
      await f.systems.offers.setAppraisalStatus(appraisal.offerKey, 'declined', at);
      expect((await f.systems.offers.offer(appraisal.offerKey))?.declinedAt).toEqual(at);
    });
  });
}
