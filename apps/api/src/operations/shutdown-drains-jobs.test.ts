import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import { loanIdOf, profileIdOf } from '../db/seed';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import { createSandboxCardProcessor } from '../integrations/card-processor/sandbox';
import { addCard, paymentBody, submit } from '../areas/payments/test-kit';
import { buildTestApp } from '../testing/build-test-app';
import { signIn } from '../testing/sign-in';

/** the test's own: it outlives the app, to read what the job did once the app has closed */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('closing the app (what SIGTERM does after the drain)', () => {
  it('lets the payment job in flight finish before the database goes: the payment is posted, not left to a re-run', async () => {
    // the slow test card answers after 1.5 s: the job is still authorizing when the close begins
    const t = await buildTestApp(
      {},
      {
        database,
        jobs: {
          overrides: {
            payment: { processor: createSandboxCardProcessor(database.db, { slowMs: 1500 }) },
          },
        },
      },
    );
    const ana = (await signIn(t.app, 'ana.tlxe@example.com')).headers;
    const card = await addCard(t, ana, profileIdOf('P1'), '4000000000003220');
    const res = await submit(t, ana, paymentBody(loanIdOf('A1'), card, '25.00'));
    expect(res.statusCode, res.body).toBe(202);
    const paymentOf = async () =>
      (
        await database.db
          .select()
          .from(payments)
          .where(eq(payments.messageKey, res.json<{ messageKey: string }>().messageKey))
      )[0]!;
    expect((await paymentOf()).status).toBe('pending');

    await t.app.close();
    expect((await paymentOf()).status).toBe('posted');
  });
});
