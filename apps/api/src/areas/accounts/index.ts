/** Accounts: the borrower's loans, their status, locks, linking, risk info and the user cache. The area's front door: other areas and the app import only this file. */
export {
  LOAN_NOT_FOUND_MESSAGE,
  accessibleLoan,
  accountsModule,
  callerCustomerIds,
  roleOn,
  type AccessibleLoan,
  type LoanRole,
} from './accounts';
export { loanView } from './accounts/loan-view';
export { ACCOUNT_ERROR_RESPONSES } from './accounts/route-schemas';
export { customerStatusModule } from './customer-status';
export { assertNewCreditAllowed } from './customer-status/credit-standing';
export { linkingModule } from './linking';
export { loanLocksModule } from './loan-locks';
export { createLoanLocksRepo, type LoanLocksRepo } from './loan-locks/repo';
export { riskInfoModule } from './risk-info';
export { ownCustomer, userCacheModule } from './user-cache';
