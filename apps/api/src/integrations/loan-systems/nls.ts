/**
 * The NLS adapter: the older-family brands (c1l ccc cic chs ccf esm); customer ids 'N…'.
 * NLS has no auto-pay confirmation step and no guest refinance.
 */
import type { DbOrTx } from '../../db/client';
import { createLedgerAdapter } from './ledger/ledger-adapter';
import { sandboxRepoCompany, sandboxRepoLot } from './ledger/repo-contacts';
import type { LedgerScheme } from './ledger/scheme';
import type { LoanSystemPort } from './port';

export const NLS_SCHEME: LedgerScheme = {
  loanSystem: 'NLS',
  idColumn: 'nlsCustomerId',
  idPattern: /^N\d+$/,
  productIds: { instalment: 1, title: 2, lineOfCredit: 3, shortTerm: 4 },
  rules: { guestRefinanceEnabled: false, skipAutoPayConfirm: true },
  repoCompany: (state) => sandboxRepoCompany('Heritage', state),
  repoLot: (state, city) => sandboxRepoLot('Heritage', state, city),
};

export function createNlsAdapter(db: DbOrTx, dataKey: Buffer, today: () => string): LoanSystemPort {
  return createLedgerAdapter(db, NLS_SCHEME, dataKey, today);
}
