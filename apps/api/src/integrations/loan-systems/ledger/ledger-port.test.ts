/**
 * The port suite (testing/loan-system-port-contract/) against the in-process ledger adapter, on a fresh test
 * database. A lost answer here is the caller's transaction rolling back with the posting in it: the try again applies once.
 */
import { createTestDatabase } from '../../../db/test-db';
import { describePortContract } from '../../../testing/loan-system-port-contract';
import { testLoanSystems } from '../../../testing/loan-systems';
import { insertPaymentRow } from '../../../testing/payment-rows';

class AnswerLost extends Error {}

describePortContract('in-process ledger adapter', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  return {
    systems: testLoanSystems(db),
    ledgerDb: db,
    newPaymentId: async (loanId, amountCents) =>
      (await insertPaymentRow(db, { loanId, amountCents, key: crypto.randomUUID() })).id,
    async loseFirstAnswer(write) {
      await db
        .transaction(async (tx) => {
          await write(testLoanSystems(tx));
          throw new AnswerLost();
        })
        .catch((error: unknown) => {
          if (!(error instanceof AnswerLost)) throw error;
        });
      return write(testLoanSystems(db));
    },
    close: () => database.close(),
  };
});
