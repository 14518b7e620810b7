/** The batching run: a pending advance past its business day's cut-off becomes batched (1002), once; a fresh one stays cancellable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loanIdOf } from '../../db/seed';
import { cashAdvances } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
const threeDaysOn = Date.now() + 3 * 86_400_000;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    { clock: () => new Date(threeDaysOn), jobs: { recoveryIntervalMs: 200 } },
  );
});
afterAll(async () => t.close());

async function codeOf(transactionId: string) {
  const [row] = await t.database.db
    .select({ code: cashAdvances.pendingCode })
    .from(cashAdvances)
    .where(eq(cashAdvances.transactionId, transactionId));
  return row?.code;
}

describe('cash advance batching', () => {
  it('batches the advance requested days ago and leaves one requested now', async () => {
    await t.database.db.insert(cashAdvances).values({
      loanId: loanIdOf('L1'),
      amountCents: 2_500,
      pendingCode: 1000,
      transactionId: 'CA-FRESH',
      status: 'pending',
      createdAt: new Date(threeDaysOn),
    });
    await expect.poll(() => codeOf('CA-30003-001-0001'), { timeout: 10_000 }).toBe(1002);
    expect(await codeOf('CA-FRESH')).toBe(1000);
  });
});
