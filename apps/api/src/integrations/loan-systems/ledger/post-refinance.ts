/**
 * A refinance (renewal, decision 026) in the built-in ledger, in the caller's transaction: the old loan's row is
 * locked, the eligibility is checked again on the loan as it is now (domain refinanceEligibility: it may have been
 * paid or changed since the submit), the payment is applied fees → interest → principal (post-payment's split) and
 * recorded in loan_payments, the old loan is closed as Refinance (22) owing nothing and not payable, and the new
 * loan is opened for what was left of the payoff and any cash out (domain renewalTerms, decision 057) with the old loan's parties, brand, store,
 * product and collateral, its own loan number, origin reference 'refinance:<paymentId>' (unique: once). The old
 * loan's interest is first booked to the day it was paid (post-payment's paidOn); the new loan accrues from that date at the renewal's rate
 * (decision 050: its payoff the day it opens is its principal, not principal and the whole charge).
 * The void (POST /cancelrefinance) writes the old loan's snapshot back, marks its posting reversed (kept, but no
 * longer in its history) and voids the new loan like an unsigned origination (Deleted, hidden from the lists).
 */
import { and, eq, isNull, like, ne } from 'drizzle-orm';
import {
  accrueTo,
  isPaidOffStatus,
  LoanStatus,
  refinanceEligibility,
  renewalTerms,
  type RefinanceRefusalCode,
} from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { loanPayments, loans, type LoanSnapshot } from '../../../db/schema';
import type { PaymentPosting, PostedRefinance, RefinanceVoid } from '../port';
import { accrualOf } from './loan-rows';
import { LoanNotFoundError, paidOn, splitPayment } from './post-payment';
import type { LedgerScheme } from './scheme';

export class RefinanceNotPossibleError extends Error {
  constructor(readonly code: RefinanceRefusalCode) {
    super(`The loan can no longer be refinanced with this amount (${code}).`);
    this.name = 'RefinanceNotPossibleError';
  }
}

type LoanRow = typeof loans.$inferSelect;

/** The loan's columns a refinance changes, as they are now. */
export const snapshotOf = (loan: LoanRow): LoanSnapshot => ({
  status: loan.status,
  principalCents: loan.principalCents,
  interestCents: loan.interestCents,
  feesCents: loan.feesCents,
  accruedThrough: loan.accruedThrough,
  minimumDueCents: loan.minimumDueCents,
  minimumRequiredCents: loan.minimumRequiredCents,
  productSwitchAmountDueCents: loan.productSwitchAmountDueCents,
  reinstatementCents: loan.reinstatementCents,
  dueDate: loan.dueDate,
  daysLate: loan.daysLate,
  paidOffDate: loan.paidOffDate,
  payable: loan.payable,
  refinanceEligible: loan.refinanceEligible,
  updatedAt: loan.updatedAt.toISOString(),
});

/**
 * Whether the loan as it is now (its interest booked to the posting's date) may still be refinanced with the amount:
 * the loan's own rules only (who pays and the settings were checked at the submit); null when it may.
 */
export function refinancePostingRefusal(
  loan: LoanRow,
  scheme: LedgerScheme,
  amountCents: number,
): RefinanceRefusalCode | null {
  const check = refinanceEligibility(
    {
      loanSystem: loan.loanSystem,
      payoffCents: loan.principalCents + loan.interestCents + loan.feesCents,
      minimumAmountDueCents: loan.minimumDueCents,
      productSwitchAmountDueCents: loan.productSwitchAmountDueCents,
      minimumLoanAmountCents: loan.minimumLoanAmountCents,
      refinanceEligible: loan.refinanceEligible,
      isDisbursementAvailable: loan.isDisbursementAvailable,
      guestRefinanceEnabled: scheme.rules.guestRefinanceEnabled,
      payable: loan.payable && !loan.awaitingSignature,
      // as the submit read it (accounts loan-view): a closed loan is not payable any more
      paidOff: isPaidOffStatus(loan.status),
      lineOfCredit: loan.productType === 'lineOfCredit',
      // "opened today" was the submit's rule (on the day it was made); a posting may come after the day's cut-off
      openedOn: null,
      today: '',
    },
    // the lower minimum (a payment posted since may have lowered the minimum due below the amount chosen then)
    {
      amountCents,
      amountType: 'onlineProduct',
      guestPayment: false,
      preventRefi: false,
      allowNoSsnRefi: true,
      customerHasSsn: true,
      cosignerHasSsn: true,
    },
  );
  return check.ok ? null : check.code;
}

/** The customer's next loan number in this system: '10001-002' after '10001-001' (the highest suffix + 1). */
async function nextLoanNumber(tx: DbOrTx, loan: LoanRow): Promise<string> {
  const prefix = loan.loanNumber.split('-')[0] ?? loan.loanNumber;
  const rows = await tx
    .select({ loanNumber: loans.loanNumber })
    .from(loans)
    .where(and(eq(loans.loanSystem, loan.loanSystem), like(loans.loanNumber, `${prefix}-%`)));
  const highest = Math.max(
    0,
    ...rows.map((row) => Number(row.loanNumber.slice(prefix.length + 1)) || 0),
  );
  return `${prefix}-${String(highest + 1).padStart(3, '0')}`;
}

export async function postRefinanceToLedger(
  tx: DbOrTx,
  scheme: LedgerScheme,
  posting: PaymentPosting,
): Promise<PostedRefinance> {
  const [row] = await tx.select().from(loans).where(eq(loans.id, posting.loanId)).for('update');
  if (!row) throw new LoanNotFoundError(posting.loanId);
  const { amountCents, postedOn, now } = posting;
  const booked = accrueTo(accrualOf(row), paidOn(posting));
  const loan = { ...row, interestCents: booked.interestCents };
  const refusal = refinancePostingRefusal(loan, scheme, amountCents);
  if (refusal) throw new RefinanceNotPossibleError(refusal);
  const oldLoanSnapshot = snapshotOf(row);
  const split = splitPayment(loan, amountCents);
  const terms = renewalTerms(
    loan.principalCents + loan.interestCents + loan.feesCents,
    amountCents,
    postedOn,
    posting.cashOutCents ?? 0,
  );

  await tx
    .update(loans)
    .set({
      status: LoanStatus.Refinance,
      feesCents: 0,
      interestCents: 0,
      principalCents: 0,
      accruedThrough: paidOn(posting),
      minimumDueCents: 0,
      minimumRequiredCents: 0,
      productSwitchAmountDueCents: 0,
      reinstatementCents: null,
      daysLate: 0,
      paidOffDate: postedOn,
      payable: false,
      refinanceEligible: false,
      updatedAt: now,
    })
    .where(eq(loans.id, loan.id));
  await tx.insert(loanPayments).values({
    paymentId: posting.paymentId,
    loanId: loan.id,
    postedOn,
    amountCents,
    ...split,
    confirmationNumber: posting.confirmationNumber,
  });

  const originReference = `refinance:${posting.paymentId}`;
  const [made] = await tx
    .insert(loans)
    .values({
      loanSystem: loan.loanSystem,
      loanNumber: await nextLoanNumber(tx, loan),
      brandCode: loan.brandCode,
      customerId: loan.customerId,
      cosignerCustomerId: loan.cosignerCustomerId,
      storeId: loan.storeId,
      productType: loan.productType,
      status: LoanStatus.Open,
      principalCents: terms.newPrincipalCents,
      interestCents: 0,
      annualRatePpb: terms.annualRatePpb,
      accruedThrough: postedOn,
      minimumDueCents: terms.newPayoffCents,
      minimumRequiredCents: terms.newPayoffCents,
      productSwitchAmountDueCents: terms.financeChargeCents,
      minimumLoanAmountCents: loan.minimumLoanAmountCents,
      instalmentCents: terms.newPayoffCents,
      dueDate: terms.newDueDate,
      refinanceEligible: true,
      useRefiTerm: true,
      partialPayConfirmViewable: loan.partialPayConfirmViewable,
      payable: true,
      collateral: loan.collateral,
      suretyBond: loan.suretyBond,
      openedOn: postedOn,
      originReference,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: loans.originReference })
    .returning({ id: loans.id, loanNumber: loans.loanNumber });
  // the posting's transaction claimed the payment first: a second new loan for it cannot be reached
  if (!made) throw new Error(`the new loan of ${originReference} exists already`);
  return {
    payment: {
      ...split,
      amountCents,
      payoffCents: 0,
      paidOff: false,
      status: LoanStatus.Refinance,
      dueDate: null,
      postedOn,
      reinstated: false,
    },
    oldLoanSnapshot,
    newLoanId: made.id,
    newLmsId: made.loanNumber,
    newPrincipalCents: terms.newPrincipalCents,
    financeChargeCents: terms.financeChargeCents,
    newPayoffCents: terms.newPayoffCents,
    newDueDate: terms.newDueDate,
  };
}

export async function voidRefinanceInLedger(tx: DbOrTx, input: RefinanceVoid): Promise<void> {
  const { oldLoanSnapshot: s, now } = input;
  await tx
    .update(loans)
    .set({
      status: s.status,
      // a cash out already on the borrower's card is owed again on the restored loan (decision 057)
      principalCents: s.principalCents + (input.cashOutOwedCents ?? 0),
      interestCents: s.interestCents,
      feesCents: s.feesCents,
      // a snapshot from before migration 0025 was taken the day of its posting: the booked date is that day
      ...(s.accruedThrough ? { accruedThrough: s.accruedThrough } : {}),
      minimumDueCents: s.minimumDueCents,
      minimumRequiredCents: s.minimumRequiredCents,
      productSwitchAmountDueCents: s.productSwitchAmountDueCents,
      reinstatementCents: s.reinstatementCents,
      dueDate: s.dueDate,
      daysLate: s.daysLate,
      paidOffDate: s.paidOffDate,
      payable: s.payable,
      refinanceEligible: s.refinanceEligible,
      updatedAt: new Date(s.updatedAt),
    })
    .where(and(eq(loans.id, input.oldLoanId), eq(loans.status, LoanStatus.Refinance)));
  await tx
    .update(loanPayments)
    .set({ reversedAt: now })
    .where(eq(loanPayments.paymentId, input.paymentId));
  // the voided new loan ends as a voided unsigned origination does: Deleted, owing nothing, hidden from the lists
  await tx
    .update(loans)
    .set({
      // its balance is kept for the cancelled renewal's confirmation; a Deleted loan does not accrue (decision 050)
      status: LoanStatus.Deleted,
      minimumDueCents: 0,
      minimumRequiredCents: 0,
      productSwitchAmountDueCents: 0,
      payable: false,
      refinanceEligible: false,
      awaitingSignature: true,
      updatedAt: now,
    })
    .where(eq(loans.id, input.newLoanId));
}

/**
 * Whether anything happened on a loan since it opened (a renewal's cancel asks it of the new loan): a posting not
 * reversed, or any other change of its row (its updated_at moved on from its creation).
 */
export async function loanChangedSinceOpened(db: DbOrTx, loanId: string): Promise<boolean> {
  const [posted] = await db
    .select({ id: loanPayments.id })
    .from(loanPayments)
    .where(and(eq(loanPayments.loanId, loanId), isNull(loanPayments.reversedAt)))
    .limit(1);
  if (posted) return true;
  const [changed] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.id, loanId), ne(loans.updatedAt, loans.createdAt)));
  return changed !== undefined;
}
