/** A worker killed mid-draw, between the payout and its posting: the draw is paid once and posted once. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZCardsResponseSchema } from '@lender/contract';
import { cashAdvances, draws } from '../../db/schema';
import { approvedDisbursements } from '../../integrations/card-processor/sandbox';
import { cardsTestApp } from '../cards/test-kit';
import { L1 } from './draws-test-kit';
import { drawSettled as settled, takeAddOnLock } from './funds-test-kit';

describe('a worker killed mid-draw', () => {
  it('pays once and posts once', async () => {
    let crashes = 0;
    const crashing = await cardsTestApp({
      jobs: {
        overrides: {
          draw: {
            async afterPush() {
              if (crashes < 2) {
                crashes += 1;
                throw new Error('worker killed between the payout and its posting');
              }
            },
          },
        },
      },
    });
    try {
      const who = await crashing.headers('P3');
      const card = ZCardsResponseSchema.parse(
        (await crashing.call(who, 'GET', '/cards?processorType=1')).json(),
      ).cards.find((c) => c.cardNumber === '1111')!;
      expect((await takeAddOnLock(crashing, who, L1)).statusCode).toBe(200);
      const res = await crashing.call(who, 'POST', '/draw', {
        loanId: L1,
        lmsId: '30003-001',
        amount: '200.00',
        cardIds: card.cardIds,
        idempotencyKey: randomUUID(),
      });
      const done = await settled(crashing, who, (res.json() as { messageKey: string }).messageKey);
      expect(done.confirmation).toMatchObject({ amountCents: 20_000, balanceCents: 60_000 });
      expect(crashes).toBe(2);
      const [row] = await crashing.database.db.select().from(draws).where(eq(draws.loanId, L1));
      expect(
        (await approvedDisbursements(crashing.database.db)).filter(
          (d) => d.idempotencyKey === `draw:${row!.id}`,
        ),
      ).toHaveLength(1);
      const postings = await crashing.database.db
        .select()
        .from(cashAdvances)
        .where(eq(cashAdvances.transactionId, `DRAW-${row!.id}`));
      expect(postings).toHaveLength(1);
    } finally {
      await crashing.close();
    }
  }, 30_000);
});
