/**
 * A renewal's cash out the card declined (decision 057), in the built-in ledger: the new loan was opened with the
 * cash out in its principal, and the money never left, so its principal is lowered by it and its figures worked out
 * again for the rest (domain originationTerms on its opening date: what renewalTerms gave it). Once: only an Open
 * loan whose principal still holds the amount and that was not lowered before moves, in the caller's transaction; the
 * amount and the instant are recorded on the loan (what reconciliation reads: cashOutWithdrawalsOn). It is the renewal's own opening
 * corrected, not a change since: its updated_at stays, so the renewal can still be cancelled (changedSinceOpened).
 */
import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { LoanStatus, originationTerms } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { loans } from '../../../db/schema';
import type { CashOutWithdrawal, CashOutWithdrawalRecord, LoanSystemName } from '../port';
import { businessDateOfColumn } from '../../../db/loan-payoff';

export async function withdrawCashOutInLedger(
  tx: DbOrTx,
  input: CashOutWithdrawal,
): Promise<boolean> {
  const [row] = await tx.select().from(loans).where(eq(loans.id, input.newLoanId)).for('update');
  if (
    !row ||
    row.status !== LoanStatus.Open ||
    row.principalCents < input.cashOutCents ||
    row.cashOutWithdrawnAt !== null
  )
    return false;
  const terms = originationTerms(row.principalCents - input.cashOutCents, row.openedOn);
  const moved = await tx
    .update(loans)
    .set({
      principalCents: terms.amountCents,
      minimumDueCents: terms.payoffCents,
      minimumRequiredCents: terms.payoffCents,
      instalmentCents: terms.payoffCents,
      productSwitchAmountDueCents: terms.financeChargeCents,
      cashOutWithdrawnCents: input.cashOutCents,
      cashOutWithdrawnAt: input.now,
    })
    .where(
      and(
        eq(loans.id, row.id),
        gte(loans.principalCents, input.cashOutCents),
        isNull(loans.cashOutWithdrawnAt),
      ),
    )
    .returning({ id: loans.id });
  return moved.length > 0;
}

/** The new loans of a system lowered by a declined cash out on a business date (reconciliation, decision 077). */
export async function ledgerCashOutWithdrawalsOn(
  db: DbOrTx,
  loanSystem: LoanSystemName,
  withdrawnOn: string,
): Promise<CashOutWithdrawalRecord[]> {
  const rows = await db
    .select({ loanId: loans.id, amountCents: loans.cashOutWithdrawnCents })
    .from(loans)
    .where(
      and(
        eq(loans.loanSystem, loanSystem),
        isNotNull(loans.cashOutWithdrawnAt),
        sql`${businessDateOfColumn(loans.cashOutWithdrawnAt)} = ${withdrawnOn}::date`,
      ),
    )
    .orderBy(loans.id);
  return rows.map(({ loanId, amountCents }) => ({
    loanId,
    amountCents: amountCents ?? 0,
    withdrawnOn,
  }));
}
