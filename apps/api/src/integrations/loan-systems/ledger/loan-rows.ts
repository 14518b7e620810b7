/** The ledger's loan query (loans + borrower + co-signer + store + brand) and its mapping to LoanRecord. */
import { interestOn, interestPerDayCents, payoffOn } from '@lender/domain';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { accrualOfRow } from '../../../db/loan-payoff';
import { brands, customers, loans, stores } from '../../../db/schema';
import type { LoanParty, LoanRecord } from '../port';
import type { LedgerScheme } from './scheme';

export { accrualOfRow as accrualOf, businessDateOf } from '../../../db/loan-payoff';

export const cosigners = alias(customers, 'cosigners');

/** The columns of a loan's party the record shows (not the whole customer row: no SSN travels with a loan list). */
type PartyColumn =
  'id' | 'nlsCustomerId' | 'tlxeCustomerId' | 'firstName' | 'lastName' | 'profileId';
const partyColumns = <TTable extends Record<PartyColumn, PgColumn>>(
  table: TTable,
): Pick<TTable, PartyColumn> => ({
  id: table.id,
  nlsCustomerId: table.nlsCustomerId,
  tlxeCustomerId: table.tlxeCustomerId,
  firstName: table.firstName,
  lastName: table.lastName,
  profileId: table.profileId,
});

const storeColumns = {
  id: stores.id,
  name: stores.name,
  phone: stores.phone,
  state: stores.state,
  city: stores.city,
};

function party(
  row: {
    id: string;
    nlsCustomerId: string | null;
    tlxeCustomerId: string | null;
    firstName: string;
    lastName: string;
    profileId: string | null;
  },
  scheme: LedgerScheme,
): LoanParty {
  const own = row[scheme.idColumn];
  return {
    recordId: row.id,
    customerId: own ?? row.tlxeCustomerId ?? row.nlsCustomerId ?? row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profileId: row.profileId,
  };
}

/** The loan query's rows: a loan with its borrower, co-signer, store and brand name (filter and order to add). */
export function loanRows(db: DbOrTx) {
  return db
    .select({
      loan: loans,
      borrower: partyColumns(customers),
      cosigner: partyColumns(cosigners),
      store: storeColumns,
      brandDisplayName: brands.displayName,
    })
    .from(loans)
    .innerJoin(customers, eq(customers.id, loans.customerId))
    .leftJoin(cosigners, eq(cosigners.id, loans.cosignerCustomerId))
    .innerJoin(stores, eq(stores.id, loans.storeId))
    .innerJoin(brands, eq(brands.code, loans.brandCode));
}

/** What a loan list shows: not a new loan whose agreement is not signed yet (nor one voided unsigned; decision 025). */
export const listed = eq(loans.awaitingSignature, false);

/** Newest first (the order every loan list answers in). */
export const NEWEST_FIRST = [desc(loans.openedOn), loans.loanNumber] as const;

export type LoanRow = Awaited<ReturnType<typeof loanRows>>[number];

/** Loans of this system matching `where`, newest first, their figures as of `today`. */
export async function selectLoans(
  db: DbOrTx,
  scheme: LedgerScheme,
  today: string,
  where?: SQL,
): Promise<LoanRecord[]> {
  const rows = await loanRows(db)
    .where(and(eq(loans.loanSystem, scheme.loanSystem), listed, where))
    .orderBy(...NEWEST_FIRST);
  return rows.map((row) => toLoanRecord(row, scheme, today));
}

/** One row of the loan query as the port's LoanRecord, in the scheme of the loan's system, its figures as of `today`. */
export function toLoanRecord(
  { loan, borrower, cosigner, store, brandDisplayName }: LoanRow,
  scheme: LedgerScheme,
  today: string,
): LoanRecord {
  const accrual = accrualOfRow(loan);
  return {
    loanId: loan.id,
    loanSystem: loan.loanSystem,
    lmsId: loan.loanNumber,
    loanHdr: loan.loanNumber,
    brandCode: loan.brandCode,
    brandDisplayName,
    productType: loan.productType,
    productId: scheme.productIds[loan.productType],
    status: loan.status,
    borrower: party(borrower, scheme),
    cosigner: cosigner ? party(cosigner, scheme) : null,
    storeId: store.id,
    storeName: store.name,
    storePhoneNumber: store.phone,
    storeState: store.state,
    storeCity: store.city,
    principalCents: loan.principalCents,
    interestCents: interestOn(accrual, today),
    feesCents: loan.feesCents,
    payoffCents: payoffOn(accrual, today),
    accrual,
    minimumDueCents: loan.minimumDueCents,
    minimumRequiredCents: loan.minimumRequiredCents,
    productSwitchAmountDueCents: loan.productSwitchAmountDueCents,
    minimumLoanAmountCents: loan.minimumLoanAmountCents,
    creditLimitCents: loan.creditLimitCents,
    reinstatementCents: loan.reinstatementCents,
    perDiemCents: interestPerDayCents(accrual.principalCents, accrual.annualRatePpb),
    instalmentCents: loan.instalmentCents,
    dueDate: loan.dueDate,
    daysLate: loan.daysLate,
    paidOffDate: loan.paidOffDate,
    openedOn: loan.openedOn,
    payable: loan.payable,
    refinanceEligible: loan.refinanceEligible,
    useRefiTerm: loan.useRefiTerm,
    partialPayConfirmViewable: loan.partialPayConfirmViewable,
    isDisbursementAvailable: loan.isDisbursementAvailable,
    suretyBond: loan.suretyBond,
    intentId: loan.intentId,
    collateral: loan.collateral
      ? {
          year: loan.collateral.year,
          make: loan.collateral.make,
          model: loan.collateral.model,
          vin: loan.collateral.vin ?? null,
        }
      : null,
    rules: { ...scheme.rules },
  };
}

/** Loans where any of this system's customer ids is the borrower or the co-signer. */
export function partyIn(scheme: LedgerScheme, customerIds: readonly string[]): SQL | undefined {
  const ids = [...customerIds];
  return or(inArray(customers[scheme.idColumn], ids), inArray(cosigners[scheme.idColumn], ids));
}

export const statusIn = (statuses: readonly number[]): SQL => inArray(loans.status, [...statuses]);
