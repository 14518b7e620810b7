/**
 * The loan-system registry: picks the adapter by loan system, and answers the questions that span
 * both systems (a customer's loans in each, a loan id whose system is not known yet).
 */
import type { DbOrTx } from '../../db/client';
import { createLedgerReads, type LedgerSchemes } from './ledger/ledger-reads';
import { createNlsAdapter, NLS_SCHEME } from './nls';
import type { LoanRecord, LoanSystemName, LoanSystemPort, SystemCustomerIds } from './port';

export type { SystemCustomerIds };
import { createTlxeAdapter, TLXE_SCHEME } from './tlxe';


export interface LoanSystemRegistry {
  adapter(loanSystem: LoanSystemName): LoanSystemPort;
  readonly adapters: readonly LoanSystemPort[];
  /** the adapter whose id scheme the customer id follows, if any */
  adapterForCustomerId(customerId: string): LoanSystemPort | undefined;
  /** every loan the ids hold in each system, as borrower or co-signer */
  listLoans(ids: SystemCustomerIds): Promise<LoanRecord[]>;
  /** a loan by id, from whichever system holds it */
  findLoan(loanId: string): Promise<LoanRecord | null>;
}

export function createLoanSystemRegistry(adapters: Record<LoanSystemName, LoanSystemPort>): LoanSystemRegistry {
  const all = [adapters.TLXe, adapters.NLS];
  return {
    adapter: (loanSystem) => adapters[loanSystem],
    adapters: all,
    adapterForCustomerId: (customerId) => all.find((adapter) => adapter.ownsCustomerId(customerId)),
    async listLoans(ids) {
      const lists = await Promise.all(
        all.map((adapter) => {
          const id = ids[adapter.loanSystem];
          return id ? adapter.listLoans([id]) : Promise.resolve([]);
        }),
      );
      return lists.flat();
    },
    async findLoan(loanId) {
      const found = await Promise.all(all.map((adapter) => adapter.loanDetail(loanId)));
      return found.find((loan) => loan !== null) ?? null;
    },
  };
}

const LEDGER_SCHEMES: LedgerSchemes = { NLS: NLS_SCHEME, TLXe: TLXE_SCHEME };

/**
 * The default registry: both adapters over the built-in ledger. Both systems live in the ledger's one loans
 * table, so the questions spanning them are one statement each (same answers as asking each adapter).
 */
export function createLedgerLoanSystems(db: DbOrTx): LoanSystemRegistry {
  const reads = createLedgerReads(db, LEDGER_SCHEMES);
  return { ...createLoanSystemRegistry({ NLS: createNlsAdapter(db), TLXe: createTlxeAdapter(db) }), listLoans: reads.loansOf, findLoan: reads.loanById };
}
