/** Loan statuses (numeric), spec §4. */
export const LoanStatus = {
  PaidOff: 3,
  ChargedOff: 6,
  Closed: 8,
  Deleted: 10,
  Open: 12,
  Repossessed: 13,
  OutForRepo: 15,
  Sold: 16,
  Bankrupt: 17,
  Refinance: 22,
  OutForRepoChargedOff: 23,
  RepossessedChargedOff: 24,
  Default: 27,
  Rescinded: 28,
  Settled: 29,
  ActiveDefault: 31,
  BankruptChargedOff: 32,
  Chargeback: 33,
} as const;
export type LoanStatusName = keyof typeof LoanStatus;
export type LoanStatusCode = (typeof LoanStatus)[LoanStatusName];
export const LOAN_STATUS_CODES = Object.values(LoanStatus) as LoanStatusCode[];

export function loanStatusName(code: number): LoanStatusName | undefined {
  return (Object.keys(LoanStatus) as LoanStatusName[]).find((name) => LoanStatus[name] === code);
}
