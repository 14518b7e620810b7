/**
 * The loan-system registry: picks the adapter by loan system, and answers the questions that span
 * both systems (a customer's loans in each, a loan id whose system is not known yet).
 */
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createLedgerOffers } from './ledger/offers';
import { createLedgerReads, type LedgerSchemes } from './ledger/ledger-reads';
import { businessDateOf } from './ledger/loan-rows';
import { createNlsAdapter, NLS_SCHEME } from './nls';
import type {
  LoanRecord,
  LoanSystemName,
  LoanSystemOffers,
  LoanSystemPort,
  SystemCustomerIds,
} from './port';

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
  /** the loans of both systems due between two dates (both included), every status */
  loansDueBetween(from: string, to: string): Promise<LoanRecord[]>;
}

export function createLoanSystemRegistry(
  adapters: Record<LoanSystemName, LoanSystemPort>,
): LoanSystemRegistry {
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
    async loansDueBetween(from, to) {
      return (await Promise.all(all.map((adapter) => adapter.loansDueBetween(from, to)))).flat();
    },
  };
}

const LEDGER_SCHEMES: LedgerSchemes = { NLS: NLS_SCHEME, TLXe: TLXE_SCHEME };

/**
 * The app's loan systems, built once by the composition root (app.ts, worker.ts) and handed to every module and job:
 * the registry over the app's database, the loan systems' offers, and the same registry inside a caller's transaction.
 */
export interface LoanSystems extends LoanSystemRegistry {
  readonly offers: LoanSystemOffers;
  /**
   * the registry and offers over a caller's transaction: in process, their reads and writes go through it (a read
   * beside it would wait on it); over HTTP, the same remote systems
   */
  inTransaction(tx: DbOrTx): LoanSystemsInTransaction;
}

/** The loan systems as seen from inside a caller's transaction (LoanSystems.inTransaction). */
export interface LoanSystemsInTransaction extends LoanSystemRegistry {
  readonly offers: LoanSystemOffers;
}

export interface LedgerOptions {
  /** decrypts the identity numbers the ledger holds (AppConfig.dataEncryptionKey) */
  dataKey: Buffer;
  /** the one source of "now": loans' figures are computed for its business date (decision 050) */
  clock: Clock;
}

/**
 * The default loan systems: both adapters over the built-in ledger. Both systems live in the ledger's one loans
 * table, so the questions spanning them are one statement each (same answers as asking each adapter).
 */
export function createLedgerLoanSystems(
  db: DbOrTx,
  { dataKey, clock }: LedgerOptions,
): LoanSystems {
  const today = () => businessDateOf(clock());
  const registryOver = (target: DbOrTx): LoanSystemRegistry => {
    const reads = createLedgerReads(target, LEDGER_SCHEMES, today);
    return {
      ...createLoanSystemRegistry({
        NLS: createNlsAdapter(target, dataKey, today),
        TLXe: createTlxeAdapter(target, dataKey, today),
      }),
      listLoans: reads.loansOf,
      findLoan: reads.loanById,
    };
  };
  return {
    ...registryOver(db),
    offers: createLedgerOffers(db),
    inTransaction: (tx) => ({ ...registryOver(tx), offers: createLedgerOffers(tx) }),
  };
}
