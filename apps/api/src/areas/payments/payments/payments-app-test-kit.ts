/**
 * What the POST/GET /payment tests share (payments*.test.ts): the file's server with Ana (P1) and Ben (P2) signed in,
 * set up by `usePaymentsApp()` before the file's tests and closed after them, and a loan's row with its payoff today.
 * Every file gets its own (the API's test projects share modules between the files of a worker: nothing here is a
 * module's state).
 */
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { loans } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { payoffToday } from '../../../testing/loan-payoff';
import { signIn } from '../../../testing/sign-in';
import type { Headers } from './payments-test-kit';

export function usePaymentsApp() {
  const kit = {
    /** the file's server, once its tests have started */
    t: undefined as unknown as TestApp,
    /** Ana's (P1's) session, once the file's tests have started */
    ana: undefined as unknown as Headers,
    /** Ben's (P2's) session, once the file's tests have started */
    ben: undefined as unknown as Headers,
  };
  /** the loan's row and its payoff today (decision 050: computed from the row, not stored) */
  const loanRow = async (id: string) => {
    const row = (await kit.t.database.db.select().from(loans).where(eq(loans.id, id)))[0]!;
    return { ...row, payoffCents: payoffToday(row) };
  };
  beforeAll(async () => {
    kit.t = await buildTestApp();
    kit.ana = (await signIn(kit.t.app, 'ana.tlxe@example.com')).headers;
    kit.ben = (await signIn(kit.t.app, 'ben.multi@example.com')).headers;
  });
  afterAll(async () => kit.t.close());
  return Object.assign(kit, { loanRow });
}
