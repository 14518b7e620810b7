/** What differs between the two loan systems over the one built-in ledger. */
import type { LoanProductType, LoanSystemName, RepoContact } from '../port';

export interface LedgerScheme {
  loanSystem: LoanSystemName;
  /** the customers column holding this system's customer id */
  idColumn: 'nlsCustomerId' | 'tlxeCustomerId';
  /** this system's customer id scheme */
  idPattern: RegExp;
  productIds: Readonly<Record<LoanProductType, number>>;
  rules: { guestRefinanceEnabled: boolean; skipAutoPayConfirm: boolean };
  /** the recovery company and lot this system assigns to a loan's store state */
  repoCompany(state: string): RepoContact;
  repoLot(state: string, city: string): RepoContact;
}
