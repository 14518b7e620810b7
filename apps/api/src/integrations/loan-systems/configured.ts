/**
 * The loan systems the config names (decision 065): over the loan-systems service's HTTP API when LOAN_SYSTEMS_URL is
 * set, else the in-process ledger adapter over the app's own database (`npm start`, the tests, the journeys).
 */
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createHttpLoanSystems } from './http/http-adapter';
import { createLedgerLoanSystems, type LoanSystems } from './registry';

export function createConfiguredLoanSystems(
  db: DbOrTx,
  config: Pick<AppConfig, 'dataEncryptionKey' | 'loanSystems'>,
  clock: Clock,
): LoanSystems {
  const http = config.loanSystems.http;
  return http
    ? createHttpLoanSystems(http)
    : createLedgerLoanSystems(db, { dataKey: config.dataEncryptionKey, clock });
}
