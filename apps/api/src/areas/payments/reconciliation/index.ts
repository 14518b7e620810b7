/** Reconciliation of the app's posted payments with the loan systems' postings, daily (decision 069). */
export { reconciliationJob, RECONCILIATION_JOB } from './job';
export { runReconciliation, type ReconciliationResult } from './reconciliation-pass';
export { createReconciliationRepo } from './repo';
