export * from './port';
export * from './registry';
export { createNlsAdapter, NLS_SCHEME } from './nls';
export { createTlxeAdapter, TLXE_SCHEME } from './tlxe';
export { createLedgerOffers } from './ledger/offers';
export { createConfiguredLoanSystems } from './configured';
export { LoanSystemUnavailableError } from './http/errors';
