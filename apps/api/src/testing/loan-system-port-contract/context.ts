/** What every part of the port suite shares: the fixture its adapter stands on, and the postings it builds. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loanPayments } from '../../db/schema';
import { loanIdOf } from '../../db/seed';
import { businessDateOf } from '../../db/loan-payoff';
import type { LoanSystems } from '../../integrations/loan-systems';

export interface PortFixture {
  systems: LoanSystems;
  /** the database the ledger's rows are in (the app's in-process; the service's over HTTP): set-up and counts */
  ledgerDb: Database;
  /** a payment id a posting may carry (in-process: a payments row of the app's; over HTTP: the app's id alone) */
  newPaymentId(loanId: string, amountCents: number): Promise<string>;
  /** runs the write as a caller whose first try lost its answer after the write reached the loan systems, then tried again */
  loseFirstAnswer<T>(write: (systems: LoanSystems) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const A1 = loanIdOf('A1');
export const T2 = loanIdOf('T2');
export const L1 = loanIdOf('L1');

/** the suite's helpers over a fixture set up in its beforeAll (hence read when a test runs, not before) */
export function portSuite(fixture: () => PortFixture) {
  const suite = {
    get f() {
      return fixture();
    },
    tlxe: () => fixture().systems.adapter('TLXe'),
    now: () => new Date(),
    payment: async (loanId: string, amountCents: number) => ({
      paymentId: await fixture().newPaymentId(loanId, amountCents),
      loanId,
      amountCents,
      confirmationNumber: `C-${randomUUID().slice(0, 8)}`,
      postedOn: businessDateOf(suite.now()),
      now: suite.now(),
    }),
    postingsOf: async (paymentId: string) =>
      (
        await fixture()
          .ledgerDb.select()
          .from(loanPayments)
          .where(eq(loanPayments.paymentId, paymentId))
      ).length,
  };
  return suite;
}

export type PortSuite = ReturnType<typeof portSuite>;
