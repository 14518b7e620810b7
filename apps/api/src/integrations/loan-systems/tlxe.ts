/**
 * The TLXe adapter: main-family brands (inl, tmx); customer ids 'T…'. No guest refinance (decision 026): a renewal's
 * disclosures are signed by the borrower in her own session, which a guest-payment link is not.
 */
import type { DbOrTx } from '../../db/client';
import { createLedgerAdapter } from './ledger/ledger-adapter';
import { sandboxRepoCompany, sandboxRepoLot } from './ledger/repo-contacts';
import type { LedgerScheme } from './ledger/scheme';
import type { LoanSystemPort } from './port';

export const TLXE_SCHEME: LedgerScheme = {
  loanSystem: 'TLXe',
  idColumn: 'tlxeCustomerId',
  idPattern: /^T\d+$/,
  productIds: { instalment: 101, title: 102, lineOfCredit: 103, shortTerm: 104 },
  rules: { guestRefinanceEnabled: false, skipAutoPayConfirm: false },
  repoCompany: (state) => sandboxRepoCompany('Lone Trail', state),
  repoLot: (state, city) => sandboxRepoLot('Lone Trail', state, city),
};

export function createTlxeAdapter(
  db: DbOrTx,
  dataKey: Buffer,
  today: () => string,
): LoanSystemPort {
  return createLedgerAdapter(db, TLXE_SCHEME, dataKey, today);
}
