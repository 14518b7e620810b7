/** The loan systems over a test database, as app.ts builds them, for the tests of the ledger adapter and its readers. */
import type { DbOrTx } from '../db/client';
import { createLedgerLoanSystems, type LoanSystems } from '../integrations/loan-systems';
import { systemClock, type Clock } from '../lib/clock';
import { dataEncryptionKey } from '../lib/crypto';

/** the key a test database's seed encrypted with (the development key: SeedOptions.dataKey's default) */
export const TEST_DATA_KEY = dataEncryptionKey({});

/** `clock` is the test's clock when it moves time (loans' figures accrue to its business date; decision 050). */
export function testLoanSystems(db: DbOrTx, clock: Clock = systemClock): LoanSystems {
  return createLedgerLoanSystems(db, { dataKey: TEST_DATA_KEY, clock });
}
