/** The dev routes the funds journeys use: a store requests a pending cash advance, and the batching run for one advance of a loan now. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loanIdOf } from '../../db/seed';
import { cashAdvances } from '../../db/schema';
import { cardsTestApp, type CardsTestApp } from '../cards/test-kit';

const L1 = loanIdOf('L1');
let t: CardsTestApp;

beforeAll(async () => {
  t = await cardsTestApp();
});
afterAll(async () => t.close());

const dev = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/dev/${url}`, payload });

async function codeOf(transactionId: string) {
  const [row] = await t.database.db
    .select({ code: cashAdvances.pendingCode })
    .from(cashAdvances)
    .where(eq(cashAdvances.transactionId, transactionId));
  return row?.code;
}

describe('the cash advance dev routes', () => {
  it('batch only the advance named, now, and the borrower can no longer cancel it', async () => {
    const requested = await dev('cashAdvances', { loanId: L1, amountCents: 2_500 });
    expect(requested.statusCode).toBe(201);
    const { transactionId } = requested.json() as { transactionId: string };
    expect(await codeOf(transactionId)).toBe(1000);

    const batch = (body: object) => dev('cashAdvanceBatch', body);
    expect((await batch({ loanId: L1, transactionId })).json()).toEqual({ moved: 1 });
    expect((await batch({ loanId: L1, transactionId })).json()).toEqual({ moved: 0 });
    expect(await codeOf(transactionId)).toBe(1002);
    expect(await codeOf('CA-30003-001-0001')).toBe(1000);

    const carla = await t.headers('P3');
    const cancel = await t.call(carla, 'DELETE', '/draw', {
      loanId: L1,
      lmsId: '30003-001',
      transactionId,
    });
    expect([cancel.statusCode, cancel.json().errorCode]).toEqual([409, 'CashAdvanceBatched']);
  });

  it('answer 404 for a loan that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await dev('cashAdvances', { loanId: unknown, amountCents: 100 })).statusCode).toBe(404);
    expect((await dev('cashAdvanceBatch', { loanId: unknown })).statusCode).toBe(404);
  });
});
