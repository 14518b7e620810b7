/**
 * A new title loan from an appraisal offer in the built-in ledger (decision 025), in the caller's transaction or
 * connection: the loan is Open with the amount as principal, accruing interest from its opening day at the title
 * loan's rate (decision 050: its payoff that day is the amount; the finance charge is what it accrues to the due
 * date), the amount and charge owed in full on the due date, and `awaiting_signature` (the loan lists skip it) and not payable until its agreement is signed. The history's
 * disbursement entry is derived from the opening date and the principal (ledger/history.ts), so no entry is
 * written. `origin_reference` is unique: a repeat of the request answers the loan already made.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { LoanStatus } from '@lender/domain';
import type { DbOrTx } from '../../../db/client';
import { customers, loans } from '../../../db/schema';
import type { LoanOrigination, LoanSystemName, OriginatedLoanRecord } from '../port';
import type { LedgerScheme } from './scheme';

export async function originateLoanInLedger(
  db: DbOrTx,
  scheme: LedgerScheme,
  input: LoanOrigination,
): Promise<{ loanId: string; lmsId: string; created: boolean }> {
  const made = async () => {
    const [row] = await db
      .select({ id: loans.id, loanNumber: loans.loanNumber })
      .from(loans)
      .where(eq(loans.originReference, input.originReference));
    return row ? { loanId: row.id, lmsId: row.loanNumber, created: false } : null;
  };
  const earlier = await made();
  if (earlier) return earlier;
  const [customer] = await db
    .select({ id: customers.id, systemId: customers[scheme.idColumn] })
    .from(customers)
    .where(eq(customers.id, input.customerRecordId));
  if (!customer?.systemId)
    throw new Error(`no ${scheme.loanSystem} customer ${input.customerRecordId}`);
  // the customer's number and their loan count: '100006-001' for T100006's first loan of this system
  const [held] = await db
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.customerId, customer.id), eq(loans.loanSystem, scheme.loanSystem)));
  const loanNumber = `${customer.systemId.replace(/\D/g, '')}-${String((held?.n ?? 0) + 1).padStart(3, '0')}`;
  const [row] = await db
    .insert(loans)
    .values({
      loanSystem: scheme.loanSystem,
      loanNumber,
      brandCode: input.brandCode,
      customerId: customer.id,
      storeId: input.storeId,
      productType: 'title',
      status: LoanStatus.Open,
      principalCents: input.amountCents,
      interestCents: 0,
      annualRatePpb: input.annualRatePpb,
      accruedThrough: input.openedOn,
      minimumDueCents: input.payoffCents,
      minimumRequiredCents: input.payoffCents,
      instalmentCents: input.payoffCents,
      minimumLoanAmountCents: input.amountCents,
      dueDate: input.dueDate,
      openedOn: input.openedOn,
      collateral: {
        year: input.collateral.year,
        make: input.collateral.make,
        model: input.collateral.model,
        ...(input.collateral.vin ? { vin: input.collateral.vin } : {}),
      },
      awaitingSignature: true,
      // nothing may be paid on a loan its borrower has not signed (it may yet be voided)
      payable: false,
      originReference: input.originReference,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: loans.originReference })
    .returning({ id: loans.id, loanNumber: loans.loanNumber });
  if (row) return { loanId: row.id, lmsId: row.loanNumber, created: true };
  const raced = await made();
  if (!raced) throw new Error(`loan of ${input.originReference} not made`);
  return raced;
}

/** The agreement is signed: the loan shows in the lists and may be paid. */
export async function releaseOriginatedLoanInLedger(
  db: DbOrTx,
  loanId: string,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(loans)
    .set({ awaitingSignature: false, payable: true, updatedAt: now })
    .where(
      and(
        eq(loans.id, loanId),
        eq(loans.awaitingSignature, true),
        eq(loans.status, LoanStatus.Open),
      ),
    )
    .returning({ id: loans.id });
  return moved.length > 0;
}

/** The agreement was declined or expired: the loan is voided (Deleted) and stays hidden; nothing is owed. */
export async function voidOriginatedLoanInLedger(
  db: DbOrTx,
  loanId: string,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(loans)
    .set({
      status: LoanStatus.Deleted,
      principalCents: 0,
      interestCents: 0,
      feesCents: 0,
      minimumDueCents: 0,
      minimumRequiredCents: 0,
      payable: false,
      updatedAt: now,
    })
    .where(
      and(
        eq(loans.id, loanId),
        eq(loans.awaitingSignature, true),
        eq(loans.status, LoanStatus.Open),
      ),
    )
    .returning({ id: loans.id });
  return moved.length > 0;
}

/** the origin reference of a loan made from an appraisal: 'origination:' and the app's origination id */
const ORIGINATION_PREFIX = 'origination:';

/**
 * The loans of a system made from an appraisal that opened on a business date, voided ones too (reconciliation). The
 * amount it was made for is its minimum loan amount: originateLoanInLedger sets it so, and payments do not move it.
 */
export async function ledgerOriginationsOn(
  db: DbOrTx,
  loanSystem: LoanSystemName,
  openedOn: string,
): Promise<OriginatedLoanRecord[]> {
  const rows = await db
    .select({
      loanId: loans.id,
      originReference: loans.originReference,
      amountCents: loans.minimumLoanAmountCents,
      status: loans.status,
      awaitingSignature: loans.awaitingSignature,
    })
    .from(loans)
    .where(
      and(
        eq(loans.loanSystem, loanSystem),
        eq(loans.openedOn, openedOn),
        like(loans.originReference, `${ORIGINATION_PREFIX}%`),
      ),
    )
    .orderBy(loans.originReference);
  return rows.map(({ loanId, originReference, amountCents, status, awaitingSignature }) => ({
    originationId: (originReference ?? '').slice(ORIGINATION_PREFIX.length),
    loanId,
    amountCents,
    openedOn,
    state:
      status === LoanStatus.Deleted
        ? 'voided'
        : awaitingSignature
          ? 'awaitingSignature'
          : 'released',
  }));
}
