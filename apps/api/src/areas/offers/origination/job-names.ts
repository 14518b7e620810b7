/** The origination's jobs (job.ts runs them): making the loan, then sending its money once the agreement is signed. */
export const ORIGINATE_LOAN_JOB = 'originateLoan';
export const DISBURSE_ORIGINATION_JOB = 'disburseOrigination';
