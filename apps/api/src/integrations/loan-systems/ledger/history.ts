/**
 * The built-in ledger's account history of a loan, derived from its balances and its posted
 * payments: the disbursement on the opening date, interest and fees accrued, posted cash advances,
 * and each posted payment (negative). Charges show their original amounts: the current balances
 * plus what the posted payments took from them. A paid-off loan whose payoff was not posted here
 * (seeded history) shows a synthetic 'Payoff payment' for what remains; the instalments paid in the loan
 * system before the app's first posting (every due date before the oldest unpaid one) show as
 * 'Payment's of the loan's instalment, on principal. Each entry carries the
 * running balance; the list is newest first.
 */
import { dueDatesBefore } from '@lender/domain';
import type {
  CashAdvanceRecord,
  LedgerEntryRecord,
  LoanRecord,
  PostedPaymentRecord,
} from '../port';

type Draft = Omit<LedgerEntryRecord, 'balanceCents'>;

/** A paid-off loan keeps no balances; its disbursement is shown as its minimum loan amount, at least $500.00. */
export const PAID_OFF_DISBURSEMENT_FLOOR_CENTS = 50_000;

const DAY_MS = 86_400_000;
function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function charges(
  loan: LoanRecord,
  advances: readonly CashAdvanceRecord[],
  payments: readonly PostedPaymentRecord[],
  earlierPaid: readonly PostedPaymentRecord[],
): Draft[] {
  const posted = advances.filter((advance) => advance.status === 'posted');
  const advancedCents = sum(posted.map((advance) => advance.amountCents));
  const principalCents =
    loan.principalCents +
    sum([...earlierPaid, ...payments].map((payment) => payment.principalCents));
  const interestCents = loan.interestCents + sum(payments.map((payment) => payment.interestCents));
  const feesCents = loan.feesCents + sum(payments.map((payment) => payment.feesCents));
  const seededPayoff = loan.paidOffDate !== null && payments.length === 0;
  const disbursedCents = seededPayoff
    ? Math.max(
        loan.minimumLoanAmountCents,
        loan.principalCents,
        PAID_OFF_DISBURSEMENT_FLOOR_CENTS,
      ) + sum(earlierPaid.map((payment) => payment.principalCents))
    : Math.max(0, principalCents - advancedCents);
  const drafts: Draft[] = [];
  if (disbursedCents > 0) {
    drafts.push({
      id: `${loan.lmsId}-D`,
      type: 'disbursement',
      date: loan.openedOn,
      description: 'Loan disbursement',
      amountCents: disbursedCents,
    });
  }
  posted.forEach((advance) =>
    drafts.push({
      id: advance.transactionId,
      type: 'cashAdvance',
      date: advance.createdAt.toISOString().slice(0, 10),
      description: 'Cash advance',
      amountCents: advance.amountCents,
    }),
  );
  // charges come before the payments that paid them (a payment moves the due date on to the next instalment)
  const firstPaid = payments[0]?.postedOn;
  const notAfterPayments = (date: string) => (firstPaid ? earlier(date, firstPaid) : date);
  const accrualDate = notAfterPayments(later(loan.openedOn, addDays(loan.dueDate, -30)));
  if (interestCents > 0) {
    drafts.push({
      id: `${loan.lmsId}-I`,
      type: 'interest',
      date: accrualDate,
      description: 'Interest charged',
      amountCents: interestCents,
    });
  }
  if (feesCents > 0) {
    const feeDate =
      loan.daysLate > 0
        ? notAfterPayments(later(loan.openedOn, addDays(loan.dueDate, 1)))
        : accrualDate;
    drafts.push({
      id: `${loan.lmsId}-F`,
      type: 'fee',
      date: feeDate,
      description: loan.daysLate > 0 ? 'Late fee' : 'Fee',
      amountCents: feesCents,
    });
  }
  return drafts;
}

/** The instalments paid before the app's first posting: one per due date before the oldest unpaid one, on principal. */
export function earlierInstalments(
  loan: LoanRecord,
  payments: readonly PostedPaymentRecord[],
  instalmentCents: number,
): PostedPaymentRecord[] {
  if (instalmentCents <= 0) return [];
  const firstPosted = payments[0]?.postedOn;
  const oldestUnpaid = firstPosted ? earlier(loan.dueDate, firstPosted) : loan.dueDate;
  return dueDatesBefore(
    loan,
    loan.paidOffDate ? earlier(oldestUnpaid, loan.paidOffDate) : oldestUnpaid,
  ).map((date) => ({
    paymentId: `${loan.lmsId}-H${date}`,
    postedOn: date,
    amountCents: instalmentCents,
    feesCents: 0,
    interestCents: 0,
    principalCents: instalmentCents,
    confirmationNumber: `${loan.lmsId}-H${date}`,
  }));
}

export function ledgerHistory(
  loan: LoanRecord,
  advances: readonly CashAdvanceRecord[],
  payments: readonly PostedPaymentRecord[] = [],
  instalmentCents = 0,
): LedgerEntryRecord[] {
  const earlierPaid = earlierInstalments(loan, payments, instalmentCents);
  const drafts = charges(loan, advances, payments, earlierPaid);
  earlierPaid.forEach((payment) =>
    drafts.push({
      id: payment.confirmationNumber,
      type: 'payment',
      date: payment.postedOn,
      description: 'Payment',
      amountCents: -payment.amountCents,
    }),
  );
  const lastPaymentId = payments.at(-1)?.paymentId;
  payments.forEach((payment) =>
    drafts.push({
      id: payment.confirmationNumber,
      type: 'payment',
      date: payment.postedOn,
      description:
        loan.paidOffDate !== null && payment.paymentId === lastPaymentId
          ? 'Payoff payment'
          : 'Payment',
      amountCents: -payment.amountCents,
    }),
  );
  if (loan.paidOffDate) {
    const owedCents = sum(drafts.map((draft) => draft.amountCents));
    if (owedCents > 0)
      drafts.push({
        id: `${loan.lmsId}-P`,
        type: 'payment',
        date: loan.paidOffDate,
        description: 'Payoff payment',
        amountCents: -owedCents,
      });
  }
  const chronological = drafts
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) =>
      a.draft.date === b.draft.date ? a.order - b.order : a.draft.date < b.draft.date ? -1 : 1,
    );
  let balance = 0;
  const entries = chronological.map(({ draft }) => {
    balance += draft.amountCents;
    return { ...draft, balanceCents: balance };
  });
  return entries.reverse();
}
