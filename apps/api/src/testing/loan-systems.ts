/** The loan systems over a test database, as app.ts builds them, for the tests of the ledger adapter and its readers. */
import type { DbOrTx } from '../db/client';
import { createLedgerLoanSystems, type LoanSystems } from '../integrations/loan-systems';
import { dataEncryptionKey } from '../lib/crypto';

/** the key a test database's seed encrypted with (the development key: SeedOptions.dataKey's default) */
export const TEST_DATA_KEY = dataEncryptionKey({});

export function testLoanSystems(db: DbOrTx): LoanSystems {
  return createLedgerLoanSystems(db, { dataKey: TEST_DATA_KEY });
}
