/**
 * One port test suite (decision 065), run by ledger-port.test.ts against the in-process ledger adapter and by
 * http-port.test.ts against the HTTP adapter talking to a real loan-systems service: the reads answer the seeded
 * ledger, each write does what the port says, a repeat of a posting is refused or answers what was made (under the
 * caller's key: what was applied, decision 068), and a write whose answer was lost (a timeout after it applied) and
 * was retried applies once.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { portSuite, type PortFixture } from './context';
import { describeCustomers } from './customers';
import { describeOriginations } from './originations';
import { describePostings } from './postings';
import { describeReads } from './reads';

export type { PortFixture } from './context';

export function describePortContract(name: string, setUp: () => Promise<PortFixture>): void {
  describe(`the loan-system port: ${name}`, () => {
    let fixture: PortFixture | undefined;
    beforeAll(async () => {
      fixture = await setUp();
    });
    afterAll(async () => fixture?.close());
    const s = portSuite(() => fixture!);
    describeReads(s);
    describePostings(s);
    describeOriginations(s);
    describeCustomers(s);
  });
}
