/** Spec §4 loan statuses grouped into the screens a borrower sees (AccountDetails by status). */
import { LoanStatus, loanStatusName, type LoanStatusName } from '../enums/loan-status';

export const LOAN_STATUS_GROUPS = [
  'open',
  'paidOff',
  'chargedOff',
  'outForRepo',
  'repossessed',
  'settled',
  'bankrupt',
  'sold',
  'closed',
] as const;
export type LoanStatusGroup = (typeof LOAN_STATUS_GROUPS)[number];

const GROUP_BY_STATUS: Readonly<Record<number, LoanStatusGroup>> = {
  [LoanStatus.Open]: 'open',
  [LoanStatus.ActiveDefault]: 'open',
  [LoanStatus.PaidOff]: 'paidOff',
  [LoanStatus.ChargedOff]: 'chargedOff',
  [LoanStatus.Default]: 'chargedOff',
  [LoanStatus.Chargeback]: 'chargedOff',
  [LoanStatus.OutForRepo]: 'outForRepo',
  [LoanStatus.OutForRepoChargedOff]: 'outForRepo',
  [LoanStatus.Repossessed]: 'repossessed',
  [LoanStatus.RepossessedChargedOff]: 'repossessed',
  [LoanStatus.Settled]: 'settled',
  [LoanStatus.Bankrupt]: 'bankrupt',
  [LoanStatus.BankruptChargedOff]: 'bankrupt',
  [LoanStatus.Sold]: 'sold',
  [LoanStatus.Closed]: 'closed',
  [LoanStatus.Deleted]: 'closed',
  [LoanStatus.Refinance]: 'closed',
  [LoanStatus.Rescinded]: 'closed',
};

/** The display group of a numeric status; an unknown status is shown as closed/other. */
export function loanStatusGroup(status: number): LoanStatusGroup {
  return GROUP_BY_STATUS[status] ?? 'closed';
}

/** The spec name of a status ('Open', 'PaidOff', …), or 'Unknown' for a code the spec does not list. */
export function loanStatusDisplayName(status: number): LoanStatusName | 'Unknown' {
  return loanStatusName(status) ?? 'Unknown';
}

export const isPaidOffStatus = (status: number): boolean => status === LoanStatus.PaidOff;

/** Out-for-repo (OFR) statuses: OutForRepo and OutForRepoChargedOff. */
export const isOfrStatus = (status: number): boolean =>
  status === LoanStatus.OutForRepo || status === LoanStatus.OutForRepoChargedOff;

/** The loan is still being serviced (payments expected): open or out-for-repo. */
export const isActiveStatus = (status: number): boolean => {
  const group = loanStatusGroup(status);
  return group === 'open' || group === 'outForRepo';
};
