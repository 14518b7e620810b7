/** Payment and refinance postings, once under a key and once when an answer was lost; draws and cash advances. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { LoanStatus } from '@lender/domain';
import { businessDateOf } from '../../db/loan-payoff';
import { requestSandboxCashAdvance } from '../../integrations/loan-systems/ledger/post-draw';
import { A1, L1, T2, type PortSuite } from './context';

export function describePostings(s: PortSuite): void {
  const { tlxe, now, payment, postingsOf } = s;
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
    const nls = await s.f.systems.adapter('NLS').postingsOn(posting.postedOn);
    expect(nls.map((made) => made.paymentId)).not.toContain(posting.paymentId);
  });

  it('a payment whose answer was lost and was tried again applies once', async () => {
    const posting = await payment(A1, 1_000);
    const posted = await s.f.loseFirstAnswer((systems) =>
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
    expect(await s.f.systems.adapter('NLS').cashOutWithdrawalsOn(withdrawnOn)).toEqual([]);
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
    const nls = s.f.systems.adapter('NLS');
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
    const transactionId = await requestSandboxCashAdvance(s.f.ledgerDb, {
      loanId: L1,
      amountCents: 5_000,
      now: now(),
    });
    expect((await nls.cancelCashAdvance({ loanId: L1, transactionId }))?.status).toBe('cancelled');
    expect((await nls.cancelCashAdvance({ loanId: L1, transactionId }))?.status).toBe('cancelled');
    expect(await nls.cancelCashAdvance({ loanId: L1, transactionId: 'CA-none' })).toBeNull();
  });
}
