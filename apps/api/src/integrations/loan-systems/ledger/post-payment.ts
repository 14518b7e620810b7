/**
 * Posting a payment to the built-in ledger, in the caller's transaction: the loan row is locked
 * (FOR UPDATE), the amount is applied in the stated order — fees, then interest, then principal —
 * and the loan's payoff, minimum due, minimum required, days late, due date (the next instalment once
 * what is owed now is covered) and status follow. A payoff makes
 * the loan PaidOff (3) with paidOffDate = the posting's business date. A payment of at least an
 * out-for-repo loan's reinstatement amount reinstates it (the domain's reinstatedStatus: OutForRepo → Open,
 * decision 016): the status, days late and the cleared reinstatement amount change in the same statement as
 * the posting, so it happens exactly once with it, and the posting row keeps that it did (its receipt says the
 * repossession stopped). The loan_payments row is
 * unique per payment, so a second posting of the same payment is impossible. Two statements: the locking
 * read and one write of the balances and the posting row. The interest is first booked to the day the borrower paid
 * (decision 050: the payoff is principal + fees + interest accrued to that day; a payment after the cut-off posts on the
 * next business day, but interest stops the day it was paid, so paying the payoff shown that day pays the loan off),
 * then the amount is applied.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  accrueTo,
  dueDateAfterPayment,
  LoanStatus,
  reinstatedStatus,
  reinstatementAfterPayment,
} from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { prepareText } from '../../../db/prepared-text';
import { loanPayments, loans } from '../../../db/schema';
import { lazily, perDatabase } from '../../../lib/prepared';
import type { LedgerPostingRecord, LoanSystemName, PaymentPosting, PostedPayment } from '../port';
import { accrualOf, businessDateOf } from './loan-rows';

export interface LoanBalances {
  feesCents: number;
  interestCents: number;
  principalCents: number;
}

export type PaymentSplit = LoanBalances;

/** The split of an amount over the balances: fees first, then interest, then principal. */
export function splitPayment(balances: LoanBalances, amountCents: number): PaymentSplit {
  const feesCents = Math.min(balances.feesCents, amountCents);
  const interestCents = Math.min(balances.interestCents, amountCents - feesCents);
  const principalCents = amountCents - feesCents - interestCents;
  return { feesCents, interestCents, principalCents };
}

/** The business date the borrower paid on (interest is booked to it): the instant's date, never after the posting's. */
export const paidOn = (posting: Pick<PaymentPosting, 'now' | 'postedOn'>): string => {
  const day = businessDateOf(posting.now);
  return day < posting.postedOn ? day : posting.postedOn;
};

export class PaymentExceedsPayoffError extends Error {
  constructor(readonly payoffCents: number) {
    super('The payment is more than the loan’s payoff.');
    this.name = 'PaymentExceedsPayoffError';
  }
}

export class LoanNotFoundError extends Error {
  constructor(readonly loanId: string) {
    super(`No ledger loan ${loanId}`);
    this.name = 'LoanNotFoundError';
  }
}

const p = sql.placeholder;

/**
 * The posting's statements, prepared once per connection (lib/prepared.ts): the locking read, and the one write of
 * the balances and the posting row (a payment's; a settlement's).
 */
const statements = perDatabase((db: DbOrTx) =>
  lazily({
    loanForUpdate: () =>
      db
        .select()
        .from(loans)
        .where(eq(loans.id, p('loanId')))
        .for('update')
        .prepare('ledger_loan_for_update'),
    post: () =>
      prepareText(
        db,
        sql`
    with moved as (
      update loans set fees_cents = ${p('feesCents')}, interest_cents = ${p('interestCents')},
        principal_cents = ${p('principalCents')}, accrued_through = ${p('bookedThrough')},
        minimum_due_cents = ${p('minimumDueCents')}, minimum_required_cents = ${p('minimumRequiredCents')},
        product_switch_amount_due_cents = ${p('productSwitchAmountDueCents')}, days_late = ${p('daysLate')}, due_date = ${p('dueDate')},
        status = ${p('status')}, reinstatement_cents = ${p('reinstatementCents')}, paid_off_date = ${p('paidOffDate')}, updated_at = ${p('now')}
      where id = ${p('loanId')}
      returning id
    )
    insert into loan_payments (payment_id, loan_id, posted_on, amount_cents, fees_cents, interest_cents, principal_cents, confirmation_number, reinstated)
    select ${p('paymentId')}::uuid, moved.id, ${p('postedOn')}::date, ${p('amountCents')}::bigint, ${p('splitFeesCents')}::bigint,
      ${p('splitInterestCents')}::bigint, ${p('splitPrincipalCents')}::bigint, ${p('confirmationNumber')}::text, ${p('reinstated')}
    from moved`,
        'ledger_post_payment',
      ),
    settle: () =>
      prepareText(
        db,
        sql`
    with moved as (
      update loans set fees_cents = 0, interest_cents = 0, principal_cents = 0, accrued_through = ${p('postedOn')}, minimum_due_cents = 0,
        minimum_required_cents = 0, product_switch_amount_due_cents = 0, days_late = 0, status = ${p('status')},
        reinstatement_cents = null, payable = false, updated_at = ${p('now')}
      where id = ${p('loanId')}
      returning id
    )
    insert into loan_payments (payment_id, loan_id, posted_on, amount_cents, fees_cents, interest_cents, principal_cents, confirmation_number)
    select ${p('paymentId')}::uuid, moved.id, ${p('postedOn')}::date, ${p('amountCents')}::bigint, ${p('splitFeesCents')}::bigint,
      ${p('splitInterestCents')}::bigint, ${p('splitPrincipalCents')}::bigint, ${p('confirmationNumber')}::text
    from moved`,
        'ledger_post_settlement',
      ),
  }),
);

export async function postPaymentToLedger(
  tx: DbOrTx,
  posting: PaymentPosting,
): Promise<PostedPayment> {
  const [row] = await statements(tx).loanForUpdate.execute({ loanId: posting.loanId });
  if (!row) throw new LoanNotFoundError(posting.loanId);
  const booked = accrueTo(accrualOf(row), paidOn(posting));
  const loan = { ...row, interestCents: booked.interestCents };
  const bookedThrough = booked.accruedThrough;
  const payoffBefore = loan.feesCents + loan.interestCents + loan.principalCents;
  const { amountCents } = posting;
  if (amountCents > payoffBefore) throw new PaymentExceedsPayoffError(payoffBefore);
  const split = splitPayment(loan, amountCents);
  if (posting.settles) return postSettlement(tx, loan, posting, split);
  const payoffCents = payoffBefore - amountCents;
  const paidOff = payoffCents === 0;
  const owedNow = loan.minimumRequiredCents > 0 ? loan.minimumRequiredCents : loan.minimumDueCents;
  const reinstatedTo = paidOff ? null : reinstatedStatus(loan, amountCents);
  // a reinstatement brings the loan current: what was owed now is settled by it
  const coversMinimum = amountCents >= owedNow || reinstatedTo !== null;
  const status = paidOff ? LoanStatus.PaidOff : (reinstatedTo ?? loan.status);
  const balances = {
    feesCents: loan.feesCents - split.feesCents,
    interestCents: loan.interestCents - split.interestCents,
    principalCents: loan.principalCents - split.principalCents,
    minimumDueCents: paidOff ? 0 : Math.max(0, loan.minimumDueCents - amountCents),
    minimumRequiredCents:
      paidOff || reinstatedTo !== null ? 0 : Math.max(0, loan.minimumRequiredCents - amountCents),
    productSwitchAmountDueCents: paidOff
      ? 0
      : Math.max(0, loan.productSwitchAmountDueCents - amountCents),
    daysLate: paidOff || coversMinimum ? 0 : loan.daysLate,
    dueDate: paidOff
      ? loan.dueDate
      : dueDateAfterPayment(loan.dueDate, posting.postedOn, coversMinimum),
    status,
    reinstatementCents: paidOff ? null : reinstatementAfterPayment(loan, amountCents),
    paidOffDate: paidOff ? posting.postedOn : loan.paidOffDate,
  };
  // the loan's new balances and the posting row in one statement (one round trip under the loan's lock);
  // created_at stays the database's clock: postings of one loan are serialized by the row lock above,
  // so their order by created_at is the order they were posted even under an injected app clock
  await statements(tx).post.execute({
    ...balances,
    bookedThrough,
    now: posting.now.toISOString(),
    loanId: loan.id,
    paymentId: posting.paymentId,
    postedOn: posting.postedOn,
    amountCents,
    splitFeesCents: split.feesCents,
    splitInterestCents: split.interestCents,
    splitPrincipalCents: split.principalCents,
    confirmationNumber: posting.confirmationNumber,
    reinstated: reinstatedTo !== null,
  });
  return {
    ...split,
    amountCents,
    payoffCents,
    paidOff,
    status,
    dueDate: paidOff ? null : balances.dueDate,
    postedOn: posting.postedOn,
    reinstated: reinstatedTo !== null,
  };
}

/**
 * A settlement (payment type 5): the agreed amount is applied fees → interest → principal like any payment, what
 * is left is written off, and the loan becomes Settled (29), owing nothing and no longer payable — in the same
 * statement as the posting row, so once.
 */
async function postSettlement(
  tx: DbOrTx,
  loan: typeof loans.$inferSelect,
  posting: PaymentPosting,
  split: PaymentSplit,
): Promise<PostedPayment> {
  await statements(tx).settle.execute({
    status: LoanStatus.Settled,
    now: posting.now.toISOString(),
    loanId: loan.id,
    paymentId: posting.paymentId,
    postedOn: posting.postedOn,
    amountCents: posting.amountCents,
    splitFeesCents: split.feesCents,
    splitInterestCents: split.interestCents,
    splitPrincipalCents: split.principalCents,
    confirmationNumber: posting.confirmationNumber,
  });
  return {
    ...split,
    amountCents: posting.amountCents,
    payoffCents: 0,
    paidOff: false,
    status: LoanStatus.Settled,
    dueDate: null,
    postedOn: posting.postedOn,
    reinstated: false,
  };
}

/** The loan's posted payments, oldest first (the history adds their splits back to the charges). */
export async function postedPaymentsOf(db: DbOrTx, loanId: string) {
  return (
    db
      .select({
        paymentId: loanPayments.paymentId,
        postedOn: loanPayments.postedOn,
        amountCents: loanPayments.amountCents,
        feesCents: loanPayments.feesCents,
        interestCents: loanPayments.interestCents,
        principalCents: loanPayments.principalCents,
        confirmationNumber: loanPayments.confirmationNumber,
      })
      .from(loanPayments)
      // a voided renewal's payment is kept but is no longer part of the loan's history
      .where(and(eq(loanPayments.loanId, loanId), isNull(loanPayments.reversedAt)))
      .orderBy(loanPayments.createdAt, loanPayments.id)
  );
}

/** The payments this system posted on a business date, reversed ones too (reconciliation, decision 069). */
export async function ledgerPostingsOn(
  db: DbOrTx,
  loanSystem: LoanSystemName,
  postedOn: string,
): Promise<LedgerPostingRecord[]> {
  const rows = await db
    .select({
      paymentId: loanPayments.paymentId,
      loanId: loanPayments.loanId,
      amountCents: loanPayments.amountCents,
      confirmationNumber: loanPayments.confirmationNumber,
      postedOn: loanPayments.postedOn,
      reversedAt: loanPayments.reversedAt,
    })
    .from(loanPayments)
    .innerJoin(loans, eq(loans.id, loanPayments.loanId))
    .where(and(eq(loanPayments.postedOn, postedOn), eq(loans.loanSystem, loanSystem)))
    .orderBy(loanPayments.paymentId);
  return rows.map(({ reversedAt, ...row }) => ({ ...row, reversed: reversedAt !== null }));
}
