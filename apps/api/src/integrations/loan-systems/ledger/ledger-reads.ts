/**
 * The ledger's reads that span both loan systems, each one prepared statement: the built-in ledger
 * keeps NLS and TLXe loans in one table, so a customer's loans in both systems and a loan whose system
 * is not known yet are one query each (a registry of remote adapters asks each system instead).
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { customers, loans } from '../../../db/schema';
import { lazily, perDatabase } from '../../../lib/prepared';
import type { LoanRecord, LoanSystemName, SystemCustomerIds } from '../port';
import { cosigners, listed, loanRows, NEWEST_FIRST, toLoanRecord, type LoanRow } from './loan-rows';
import type { LedgerScheme } from './scheme';

export type LedgerSchemes = Readonly<Record<LoanSystemName, LedgerScheme>>;

/** A loan of the scheme's system whose borrower or co-signer has the customer id of the named placeholder. */
function partyIs(scheme: LedgerScheme) {
  const customerId = sql.placeholder(scheme.loanSystem);
  return and(
    eq(loans.loanSystem, scheme.loanSystem),
    or(eq(customers[scheme.idColumn], customerId), eq(cosigners[scheme.idColumn], customerId)),
  );
}

const callers = alias(customers, 'callers');

/**
 * Loans whose borrower or co-signer is a customer record holding one of the ids: found through the unique id
 * columns and the loans' customer and co-signer indexes, so PostgreSQL reads a few index entries instead of
 * every loan (the exact per-system condition alone is an OR across joined rows, a full scan: ~150 ms at 200,000
 * loans against ~0.2 ms).
 */
function heldByCallers(db: DbOrTx, schemes: LedgerSchemes): SQL {
  const records = db
    .select({ id: callers.id })
    .from(callers)
    .where(
      or(
        ...Object.values(schemes).map((scheme) =>
          eq(callers[scheme.idColumn], sql.placeholder(scheme.loanSystem)),
        ),
      ),
    );
  return sql`(${loans.customerId} = any(array${records}) or ${loans.cosignerCustomerId} = any(array${records}))`;
}

const queries = perDatabase((db: DbOrTx, schemes: LedgerSchemes) =>
  lazily({
    // TLXe's loans before NLS's ('TLXe' > 'NLS'), each system's newest first: the order of the per-system lists joined
    loansOfCustomers: () =>
      loanRows(db)
        .where(
          and(heldByCallers(db, schemes), listed, or(partyIs(schemes.NLS), partyIs(schemes.TLXe))),
        )
        .orderBy(desc(loans.loanSystem), ...NEWEST_FIRST)
        .prepare('ledger_loans_of_customers'),
    loanById: () =>
      loanRows(db)
        .where(eq(loans.id, sql.placeholder('loanId')))
        .prepare('ledger_loan_by_id'),
  }),
);

/** `today` is the business date ('YYYY-MM-DD') the loans' figures are computed for (decision 050). */
export function createLedgerReads(db: DbOrTx, schemes: LedgerSchemes, today: () => string) {
  const toRecord = (row: LoanRow): LoanRecord =>
    toLoanRecord(row, schemes[row.loan.loanSystem], today());
  return {
    /** every loan the ids hold in each system, as borrower or co-signer: TLXe's, then NLS's, each newest first */
    async loansOf(ids: SystemCustomerIds): Promise<LoanRecord[]> {
      const byId = { NLS: ids.NLS || null, TLXe: ids.TLXe || null };
      if (!byId.NLS && !byId.TLXe) return [];
      return (await queries(db, schemes).loansOfCustomers.execute(byId)).map(toRecord);
    },
    /** a loan by id, from whichever system holds it */
    async loanById(loanId: string): Promise<LoanRecord | null> {
      const [row] = await queries(db, schemes).loanById.execute({ loanId });
      return row ? toRecord(row) : null;
    },
  };
}
