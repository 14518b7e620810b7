/**
 * The port suite (testing/loan-system-port-contract.ts) against the in-process ledger adapter, on a fresh test
 * database. A lost answer here is the caller's transaction rolling back with the posting in it: the try again applies once.
 */
import { createTestDatabase } from '../../../db/test-db';
import { payments } from '../../../db/schema';
import { profileIdOf } from '../../../db/seed';
import { describePortContract } from '../../../testing/loan-system-port-contract';
import { testLoanSystems } from '../../../testing/loan-systems';

class AnswerLost extends Error {}

describePortContract('in-process ledger adapter', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  return {
    systems: testLoanSystems(db),
    ledgerDb: db,
    async newPaymentId(loanId, amountCents) {
      const key = crypto.randomUUID();
      const [row] = await db
        .insert(payments)
        .values({
          messageKey: `m-${key}`,
          idempotencyKey: key,
          profileId: profileIdOf('P1'),
          payerRole: 'borrower',
          loanId,
          amountCents,
          paymentType: 2,
          processorToken: 'tok',
          cardLast4: '1111',
          cardType: 'visa',
          cardholderName: 'Port Suite',
        })
        .returning({ id: payments.id });
      return row!.id;
    },
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
